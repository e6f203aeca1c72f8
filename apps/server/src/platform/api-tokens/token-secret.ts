import { randomBytes, timingSafeEqual } from 'node:crypto';
import { TOKEN_SECRET_PREFIX } from '@atrium/contract';
import { hashToken } from '../a12n/tokens.ts';

/** How many characters of the random part are the token's public id (72 bits: no two alike). */
const PREFIX_CHARS = 12;
/** `atr_` then 43 base64url characters (32 random bytes). */
const SECRET_PATTERN = /^atr_[A-Za-z0-9_-]{43}$/;

export type NewSecret = { secret: string; prefix: string; hash: string };

/**
 * A new token's secret, its public prefix (the lookup key, shown on the Integrations screen) and
 * its hash, the only thing stored. SHA-256 rather than a slow password hash (argon2) on purpose:
 * the secret is 256 random bits, not something a person chose, so no dictionary and no brute force
 * can reach it through a fast hash, while a slow one would cost every API call tens of milliseconds.
 */
export function newTokenSecret(): NewSecret {
  const secret = `${TOKEN_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: prefixOf(secret), hash: hashToken(secret) };
}

/** The public prefix of a secret of ours; null for anything else (a JWT, a stranger's token). */
export function lookupPrefix(secret: string): string | null {
  return SECRET_PATTERN.test(secret) ? prefixOf(secret) : null;
}

const prefixOf = (secret: string) => secret.slice(0, TOKEN_SECRET_PREFIX.length + PREFIX_CHARS);

/** Whether the secret is the one whose hash is stored, in constant time. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashToken(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The token of an `Authorization: Bearer …` header, if it has one. */
export function bearerOf(authorization: string | undefined): string | null {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization ?? '');
  return match ? match[1]! : null;
}
