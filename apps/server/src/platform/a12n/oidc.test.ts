import type { Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../users/users.tables.ts';

const PUBLIC_URL = 'http://atrium.test';
const CALLBACK = `${PUBLIC_URL}/api/a12n/oidc/callback`;
const SECRET = 'a-client-secret-of-the-atrium-app-0123456789';

type Claims = { email: string; email_verified: boolean; given_name?: string; family_name?: string };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A real OpenID provider (oidc-provider) on a free port: two clients (Atrium, and another app of
 * the same company), its own people, and an interaction that signs in whoever `account` names.
 */
async function startProvider(accounts: Record<string, Claims>, signingIn: { account: string }) {
  const client = (client_id: string) => ({
    client_id,
    client_secret: SECRET,
    redirect_uris: [CALLBACK],
    grant_types: ['authorization_code'],
    response_types: ['code' as const],
  });
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [client('atrium'), client('another-app')],
    findAccount: (_, sub) =>
      accounts[sub] ? { accountId: sub, claims: () => ({ sub, ...accounts[sub] }) } : undefined,
    claims: { email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_, interaction) => `/interaction/${interaction.uid}` },
    ttl: { AuthorizationCode: 2 },
    cookies: { keys: ['test-cookie-key'] },
  });
  provider.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/interaction/')) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    const grant = new provider.Grant({
      accountId: signingIn.account,
      clientId: String(details.params.client_id),
    });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    const returnTo = await provider.interactionResult(ctx.req, ctx.res, {
      login: { accountId: signingIn.account },
      consent: { grantId },
    });
    ctx.status = 303;
    ctx.redirect(returnTo);
  });
  const listening: Server = await new Promise((resolve) => {
    const started = provider.listen(port, '127.0.0.1', () => resolve(started));
  });
  return { issuer, close: () => new Promise((resolve) => listening.close(resolve)) };
}

/** Follows the provider's redirects with its cookies, up to the address it sends back to Atrium. */
async function throughProvider(authorizationUrl: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let location = authorizationUrl;
  for (let hop = 0; hop < 10 && !location.startsWith(PUBLIC_URL); hop += 1) {
    const response = await fetch(location, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const set of response.headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      const [name = '', value = ''] = pair.split('=');
      cookies.set(name, value);
    }
    const next = response.headers.get('location');
    if (!next) throw new Error(`the provider answered ${response.status} at ${location}`);
    location = new URL(next, location).href;
  }
  return new URL(location);
}

describe('single sign-on through an OpenID provider', () => {
  const signingIn = { account: 'ana' };
  const accounts: Record<string, Claims> = {
    ana: { email: 'Ana.Known@Firm.test', email_verified: true, given_name: 'Ana', family_name: 'Known' },
    stranger: {
      email: 'stranger@firm.test',
      email_verified: true,
      given_name: 'Sam',
      family_name: 'Stranger',
    },
    unverified: { email: 'ana.known@firm.test', email_verified: false },
  };
  let provider: Awaited<ReturnType<typeof startProvider>>;
  let app: TestApp;
  let autoCreating: TestApp;

  beforeAll(async () => {
    provider = await startProvider(accounts, signingIn);
    const env = {
      PUBLIC_URL,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: 'atrium',
      OIDC_CLIENT_SECRET: SECRET,
      OIDC_NAME: 'Firm ID',
    };
    app = await createTestApp(env);
    autoCreating = await createTestApp({ ...env, OIDC_AUTO_CREATE: '1' });
    await app.createPerson({ email: 'ana.known@firm.test', first_name: 'Ana', last_name: 'Known' });
  });
  afterAll(async () => {
    await app?.close();
    await autoCreating?.close();
    await provider?.close();
  });

  /** Starts a sign-in, as the sign-in page's button does: the provider's address and the state cookie. */
  async function start(sut: TestApp = app) {
    const started = await sut.app.inject({ method: 'GET', url: '/api/a12n/oidc/start?next=/who-s-who' });
    expect(started.statusCode, started.body).toBe(302);
    const pending = started.cookies.find((cookie) => cookie.name === 'atrium_oidc')!;
    expect(pending).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/a12n/oidc' });
    return { location: started.headers.location as string, pending: pending.value };
  }

  /** The browser's return to Atrium: a session and the app, or the sign-in page saying why not. */
  async function callback(sut: TestApp, back: URL, pending: string) {
    const answer = await sut.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      cookies: { atrium_oidc: pending },
    });
    expect(answer.statusCode, answer.body).toBe(302);
    const session = answer.cookies.find((cookie) => cookie.name === 'atrium_access' && cookie.value !== '');
    return { to: answer.headers.location, session };
  }

  it('names the provider for the sign-in page', async () => {
    const named = await app.app.inject({ method: 'GET', url: '/api/a12n/oidc' });
    expect(named.json()).toEqual({ name: 'Firm ID' });
  });

  it('signs in the person whose verified email the provider vouches for: code flow with PKCE, state and nonce', async () => {
    signingIn.account = 'ana';
    const { location, pending } = await start();
    const authorization = new URL(location);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('state')).toBeTruthy();
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    const back = await throughProvider(location);
    const { to, session } = await callback(app, back, pending);
    expect(to).toBe('/who-s-who');
    expect(session).toBeDefined();
    const self = await app.app.inject({
      method: 'GET',
      url: '/api/c13s/v2/cv_library/users/self',
      cookies: { atrium_access: session!.value },
    });
    expect(self.json()).toMatchObject({ email: 'ana.known@firm.test' });

    // The same answer twice: the code is spent.
    expect((await callback(app, back, pending)).session).toBeUndefined();
  });

  it('refuses a tampered state, a code meant for another client and an expired code', async () => {
    signingIn.account = 'ana';
    const tampered = await start();
    const back = await throughProvider(tampered.location);
    back.searchParams.set('state', 'forged-state');
    expect(await callback(app, back, tampered.pending)).toEqual({
      to: '/login?sso=failed',
      session: undefined,
    });

    // Someone slips in a code the provider issued to another of the company's apps.
    const stolen = await start();
    const elsewhere = new URL(stolen.location);
    elsewhere.searchParams.set('client_id', 'another-app');
    const foreign = await throughProvider(elsewhere.href);
    expect(await callback(app, foreign, stolen.pending)).toEqual({
      to: '/login?sso=failed',
      session: undefined,
    });

    const slow = await start();
    const late = await throughProvider(slow.location);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await callback(app, late, slow.pending)).toEqual({ to: '/login?sso=failed', session: undefined });

    // An answer with no sign-in started in this browser.
    const lone = await start();
    const unasked = await throughProvider(lone.location);
    expect(await callback(app, unasked, 'not-a-pending-sign-in')).toEqual({
      to: '/login?sso=failed',
      session: undefined,
    });
  });

  it('refuses an unverified email and an unknown one, unless told to create people', async () => {
    signingIn.account = 'unverified';
    let flow = await start();
    expect(await callback(app, await throughProvider(flow.location), flow.pending)).toEqual({
      to: '/login?sso=failed',
      session: undefined,
    });

    signingIn.account = 'stranger';
    flow = await start();
    expect(await callback(app, await throughProvider(flow.location), flow.pending)).toEqual({
      to: '/login?sso=unknown',
      session: undefined,
    });
    expect(await app.db.select().from(users).where(eq(users.email, 'stranger@firm.test'))).toEqual([]);

    flow = await start(autoCreating);
    const created = await callback(autoCreating, await throughProvider(flow.location), flow.pending);
    expect(created.session).toBeDefined();
    const [stranger] = await autoCreating.db
      .select()
      .from(users)
      .where(eq(users.email, 'stranger@firm.test'));
    expect(stranger).toMatchObject({ first_name: 'Sam', last_name: 'Stranger', status: 'active' });
  });
});
