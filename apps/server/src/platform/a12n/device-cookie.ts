import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE = 'atrium_device';
/** A browser stays trusted for its account this long after its last successful sign-in. */
export const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * signed in successfully as an account gets `login.nonce.signature`, HMAC-signed with the server's
 * secret. Presenting it later makes that browser a trusted client of that account, whose failures
 * are counted, and locked out, per cookie: guesses from elsewhere never pause it.
 */
export function createDeviceCookies(secret: string) {
  // A key of its own, so that no other use of the secret can produce a device cookie's signature.
  const key = createHmac('sha256', secret).update('atrium device cookie').digest();
  const signature = (login: string, nonce: string) =>
    createHmac('sha256', key).update(`${login}\n${nonce}`).digest();
  const encode = (login: string) => Buffer.from(login).toString('base64url');

  return {
    /** A new cookie value for a browser that has just signed in as this login (an email). */
    issue(email: string): string {
      const login = email.toLowerCase();
      const nonce = randomBytes(16).toString('base64url');
      return `${encode(login)}.${nonce}.${signature(login, nonce).toString('base64url')}`;
    },

    /** The nonce of the cookie when it is genuine and for this login; undefined for anything else. */
    nonceFor(cookie: string | undefined, email: string): string | undefined {
      const [login, nonce, signed, ...rest] = (cookie ?? '').split('.');
      if (!login || !nonce || !signed || rest.length > 0) return undefined;
      if (login !== encode(email.toLowerCase())) return undefined;
      const expected = signature(email.toLowerCase(), nonce);
      const presented = Buffer.from(signed, 'base64url');
      return presented.length === expected.length && timingSafeEqual(presented, expected) ? nonce : undefined;
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
