import type { Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** What the provider says of one of its people. */
export type ProviderClaims = {
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
};

export function freePort(): Promise<number> {
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
 * A real OpenID provider (oidc-provider) on a free port of this machine, for the API tests and the
 * browser journeys: two clients (Atrium, and another app of the same company) sharing one secret,
 * its own people, and an interaction that signs in, at once, whoever `signingIn.account` names.
 */
export async function startOidcProvider(options: {
  accounts: Record<string, ProviderClaims>;
  signingIn: { account: string };
  /** Atrium's `<origin>/api/a12n/oidc/callback`. */
  redirectUri: string;
  clientSecret: string;
  /** How long an authorization code lasts, in seconds (the provider's default otherwise). */
  codeSeconds?: number;
}) {
  const { accounts, signingIn } = options;
  const client = (client_id: string) => ({
    client_id,
    client_secret: options.clientSecret,
    redirect_uris: [options.redirectUri],
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
    ...(options.codeSeconds !== undefined && { ttl: { AuthorizationCode: options.codeSeconds } }),
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
  return { issuer, close: () => new Promise<void>((resolve) => listening.close(() => resolve())) };
}
