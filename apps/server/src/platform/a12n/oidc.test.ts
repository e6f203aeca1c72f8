import { eq } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider, type ProviderClaims } from '../../test/oidc-provider.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { refreshTokens } from './a12n.tables.ts';
import { users } from '../users/users.tables.ts';

const PUBLIC_URL = 'http://atrium.test';
const CALLBACK = `${PUBLIC_URL}/api/a12n/oidc/callback`;
const SECRET = 'a-client-secret-of-the-atrium-app-0123456789';

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
  const accounts: Record<string, ProviderClaims> = {
    ana: { email: 'Ana.Known@Firm.test', email_verified: true, given_name: 'Ana', family_name: 'Known' },
    stranger: {
      email: 'stranger@firm.test',
      email_verified: true,
      given_name: 'Sam',
      family_name: 'Stranger',
    },
    unverified: { email: 'ana.known@firm.test', email_verified: false },
    outsider: { email: 'ana.known@elsewhere.example', email_verified: true, given_name: 'Ana' },
  };
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  let app: TestApp;
  let autoCreating: TestApp;

  beforeAll(async () => {
    provider = await startOidcProvider({
      accounts,
      signingIn,
      redirectUri: CALLBACK,
      clientSecret: SECRET,
      codeSeconds: 2,
    });
    const env = {
      PUBLIC_URL,
      // Single sign-on accepts this domain only (OIDC_ALLOWED_DOMAINS' default).
      FIRM_EMAIL_DOMAIN: 'firm.test',
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
  async function start(sut: TestApp = app, next = '%2Fwho-s-who') {
    const started = await sut.app.inject({ method: 'GET', url: `/api/a12n/oidc/start?next=${next}` });
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

  /** The sessions the provider's people have opened so far. */
  const sessionsOf = async (sut: TestApp, email: string) => {
    const [person] = await sut.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return person ? sut.db.select().from(refreshTokens).where(eq(refreshTokens.user_id, person.id)) : [];
  };

  it.each([
    ['an encoded tab the browser strips', '%2F%09%2Fevil.example'],
    ['a doubly encoded tab', '%2F%2509%2Fevil.example'],
    ['CR/LF', '%2Fhome%0D%0ASet-Cookie%3A%20x%3D1'],
    ['another site', 'https%3A%2F%2Fevil.example'],
    ['a scheme-relative address', '%2F%2Fevil.example'],
    ['a backslash', '%2F%5Cevil.example'],
    ['a malformed escape', '%2F%25E0%25A4%25A'],
  ])('lands home after signing in when next is %s', async (_, next) => {
    signingIn.account = 'ana';
    const flow = await start(app, next);
    const { to, session } = await callback(app, await throughProvider(flow.location), flow.pending);
    expect(to).toBe('/');
    expect(session).toBeDefined();
  });

  it('lands home when a state signed before this check carries a hostile next, before any session is written', async () => {
    signingIn.account = 'ana';
    const flow = await start();
    // The same state with another `next`, signed with the server's key as an older version would have.
    const claims = JSON.parse(Buffer.from(flow.pending.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const sign = createSigner({ key: app.config.jwtSecret });
    const forged = sign({ ...claims, next: '/\r\nLocation: https://evil.example' });
    const before = (await sessionsOf(app, 'ana.known@firm.test')).length;
    const { to, session } = await callback(app, await throughProvider(flow.location), forged);
    expect(to).toBe('/');
    expect(session).toBeDefined();
    expect(await sessionsOf(app, 'ana.known@firm.test')).toHaveLength(before + 1);
  });

  it('refuses an address of another domain, known or not, even when told to create people', async () => {
    signingIn.account = 'outsider';
    await app.createPerson({ email: 'ana.known@elsewhere.example', first_name: 'Ana', last_name: 'Else' });
    let flow = await start();
    expect(await callback(app, await throughProvider(flow.location), flow.pending)).toEqual({
      to: '/login?sso=domain',
      session: undefined,
    });
    expect(await sessionsOf(app, 'ana.known@elsewhere.example')).toEqual([]);

    flow = await start(autoCreating);
    expect(await callback(autoCreating, await throughProvider(flow.location), flow.pending)).toEqual({
      to: '/login?sso=domain',
      session: undefined,
    });
    expect(
      await autoCreating.db.select().from(users).where(eq(users.email, 'ana.known@elsewhere.example')),
    ).toEqual([]);
  });
});
