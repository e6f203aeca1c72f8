import { createSigner, createVerifier } from 'fast-jwt';
import { and, eq, ne } from 'drizzle-orm';
import * as client from 'openid-client';
import { safeLocalPath, type SingleSignOnRefusal } from '@atrium/contract';
import type { OidcConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { users } from '../users/users.tables.ts';
import { isOfDomains } from '../users/email-domains.ts';

/** How long a sign-in may take at the provider before its state is forgotten. */
const PENDING_SECONDS = 10 * 60;
const AUDIENCE = 'atrium-oidc-pending';

/** What the browser keeps while the person is at the provider: proof the answer is for this start. */
type Pending = { verifier: string; state: string; nonce: string; next: string };

/** What the provider says of the person (ID token or userinfo). */
type Claims = Record<string, unknown>;

/** Why a sign-in through the provider did not open a session (the sign-in page says which). */
export class OidcRefused extends Error {
  readonly reason: SingleSignOnRefusal;
  constructor(reason: SingleSignOnRefusal, detail: string) {
    super(detail);
    this.reason = reason;
  }
}

/**
 * Sign-in through an OpenID Connect provider: authorization code flow with PKCE, state and nonce
 * (openid-client). The person is matched by their verified email; an unknown one is refused, or
 * created when the configuration says so. Discovery happens at the first sign-in, not at start, so
 * a provider that is down does not keep the app from starting.
 */
export function createOidcSignIn(options: { oidc: OidcConfig; origin: string; secret: string; db: Db }) {
  const { oidc, origin, db } = options;
  const redirectUri = `${origin}/api/a12n/oidc/callback`;
  const sign = createSigner({ key: options.secret, expiresIn: PENDING_SECONDS * 1000, aud: AUDIENCE });
  const verify = createVerifier({ key: options.secret, allowedAud: AUDIENCE });
  let discovered: Promise<client.Configuration> | undefined;

  const configuration = () => {
    discovered ??= client
      .discovery(
        new URL(oidc.issuer),
        oidc.clientId,
        oidc.clientSecret,
        undefined,
        // Plain http only for a provider on this machine (config.ts refuses any other).
        oidc.issuer.startsWith('http:') ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  /**
   * The person the verified email names, created when allowed; someone who left never signs in.
   * Only an address of the allowed domains: a provider open to other organisations may vouch for
   * any address, a colleague's included.
   */
  async function personFor(claims: Claims): Promise<string> {
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    if (!email || claims.email_verified !== true) throw new OidcRefused('failed', 'no verified email');
    if (!isOfDomains(email, oidc.allowedDomains)) {
      throw new OidcRefused('domain', 'the email is not of an allowed domain');
    }
    const [known] = await db
      .select({ id: users.id, status: users.status })
      .from(users)
      .where(eq(users.email, email));
    if (known?.status === 'left') throw new OidcRefused('unknown', 'the person has left');
    if (known) return known.id;
    if (!oidc.autoCreate) throw new OidcRefused('unknown', 'no person has this email');
    const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 300) : '');
    const [created] = await db
      .insert(users)
      .values({
        email,
        first_name: text(claims.given_name) || email.split('@')[0]!,
        last_name: text(claims.family_name),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (created) return created.id;
    // Two first sign-ins at once: the other one created them.
    const [raced] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.status, 'left')));
    if (!raced) throw new OidcRefused('unknown', 'the person could not be created');
    return raced.id;
  }

  return {
    name: oidc.name,

    /** Where to send the browser, and the signed state it keeps meanwhile. */
    async start(next: string | undefined): Promise<{ url: string; pending: string }> {
      const config = await configuration();
      const pending: Pending = {
        verifier: client.randomPKCECodeVerifier(),
        state: client.randomState(),
        nonce: client.randomNonce(),
        next: safeLocalPath(next),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(pending.verifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      return { url: url.href, pending: sign(pending) };
    },

    /**
     * The provider's answer (the callback address it sent the browser to) checked against the
     * pending state: code, state, nonce, audience, issuer, signature, expiry. Answers the person
     * and where to go, or throws OidcRefused.
     */
    async finish(
      callbackPathAndQuery: string,
      pendingToken: string | undefined,
    ): Promise<{ userId: string; next: string }> {
      let pending: Pending;
      try {
        pending = verify(pendingToken ?? '') as Pending;
      } catch {
        throw new OidcRefused('failed', 'no pending sign-in in this browser');
      }
      let person: Claims;
      try {
        const config = await configuration();
        const tokens = await client.authorizationCodeGrant(config, new URL(callbackPathAndQuery, origin), {
          pkceCodeVerifier: pending.verifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims()!;
        // Many providers put the email in the ID token; the others answer it from userinfo.
        const fromToken: Claims = { ...claims };
        person =
          typeof fromToken.email === 'string'
            ? fromToken
            : { ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)) };
      } catch (error) {
        throw new OidcRefused('failed', error instanceof Error ? error.message : String(error));
      }
      // Checked again before the session is opened: the state may have been signed by an older version.
      return { userId: await personFor(person), next: safeLocalPath(pending.next) };
    },
  };
}

export type OidcSignIn = ReturnType<typeof createOidcSignIn>;
