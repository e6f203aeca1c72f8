import { createHash, randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { createSigner, createVerifier } from 'fast-jwt';
import type { Config } from '../../config.ts';
import { DEVICE_COOKIE_SECONDS } from './device-cookie.ts';

export const ACCESS_COOKIE = 'atrium_access';
export const REFRESH_COOKIE = 'atrium_refresh';
export const ACCESS_TOKEN_SECONDS = 15 * 60;
/** SPEC.md §9: token cookie lifetime 10 days. */
export const REFRESH_TOKEN_SECONDS = 10 * 24 * 60 * 60;

export type AccessClaims = { sub: string; sid: string };

/** Signs and checks access tokens (HS256 JWT) and makes opaque refresh and reset tokens. */
export function createTokenService(config: Pick<Config, 'jwtSecret' | 'publicUrl'>) {
  const sign = createSigner({
    key: config.jwtSecret,
    algorithm: 'HS256',
    expiresIn: ACCESS_TOKEN_SECONDS * 1000,
  });
  const verify = createVerifier({ key: config.jwtSecret, algorithms: ['HS256'], cache: 1000 });
  const secure = config.publicUrl?.startsWith('https://') ?? false;
  const cookieBase: CookieSerializeOptions = { httpOnly: true, sameSite: 'lax', secure };

  return {
    signAccess: (claims: AccessClaims): string => sign(claims),
    /** The claims of a valid, unexpired token; null for anything else. */
    verifyAccess(token: string): AccessClaims | null {
      try {
        const claims = verify(token) as Partial<AccessClaims>;
        return typeof claims.sub === 'string' && typeof claims.sid === 'string'
          ? { sub: claims.sub, sid: claims.sid }
          : null;
      } catch {
        return null;
      }
    },
    /** Sent to the API and to page requests, whose first screen the server renders as this person. */
    accessCookie: {
      ...cookieBase,
      path: '/',
      maxAge: ACCESS_TOKEN_SECONDS,
    } satisfies CookieSerializeOptions,
    /** Where releases before server rendering set the access cookie: cleared at sign-out too. */
    earlierAccessCookie: { ...cookieBase, path: '/api' } satisfies CookieSerializeOptions,
    refreshCookie: {
      ...cookieBase,
      path: '/api/a12n',
      maxAge: REFRESH_TOKEN_SECONDS,
    } satisfies CookieSerializeOptions,
    /** Readable by the web (SESSION_HINT_COOKIE: no secret), as long as the refresh cookie. */
    sessionHintCookie: {
      sameSite: 'lax',
      secure,
      httpOnly: false,
      path: '/',
      maxAge: REFRESH_TOKEN_SECONDS,
    } satisfies CookieSerializeOptions,
    /** Sent only to the sign-in, and never from another site's page. */
    deviceCookie: {
      ...cookieBase,
      sameSite: 'strict',
      path: '/api/a12n/login',
      maxAge: DEVICE_COOKIE_SECONDS,
    } satisfies CookieSerializeOptions,
  };
}

export type TokenService = ReturnType<typeof createTokenService>;

/** A random token for a link or a cookie; only its hash is stored. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
