import { availableParallelism } from 'node:os';
import { message, PASSWORD_MAX, PASSWORD_MIN, type CodedMessage } from '@atrium/contract';
import { dictionary } from '@zxcvbn-ts/language-common';
import { argon2id, hash, verify } from 'argon2';
import pLimit from 'p-limit';
import { HttpError } from '../http-errors.ts';
import type { DbOrTx } from '../../db/database.ts';
import { accounts } from './a12n.tables.ts';

/**
 * argon2 costs 64 MiB and tens of milliseconds of a core on purpose; a flood of sign-ins must not
 * take every core and thread from the other requests. At most one hash per core runs at once
 * (argon2 runs on libuv's pool, 4 threads by default), a few more wait, the rest get 429 at once.
 */
export const ARGON2_CONCURRENCY = Math.min(availableParallelism(), 4);
export const ARGON2_QUEUE_MAX = 4 * ARGON2_CONCURRENCY;
const argon2Slots = pLimit(ARGON2_CONCURRENCY);

function withArgon2Slot<T>(work: () => Promise<T>): Promise<T> {
  if (argon2Slots.pendingCount >= ARGON2_QUEUE_MAX) {
    return Promise.reject(new HttpError(429, 'serverBusy', undefined, { 'retry-after': '1' }));
  }
  return argon2Slots(work);
}

/** Hashes a password with argon2id at the library's defaults (64 MiB, 3 passes), above OWASP's minimum. */
export const hashPassword = (password: string): Promise<string> =>
  withArgon2Slot(() => hash(password, { type: argon2id }));

/** Whether the password matches the stored hash; false, not an exception, for a malformed hash. */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return withArgon2Slot(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

let commonPasswords: Set<string> | undefined;

/**
 * The list zxcvbn uses (about 50,000 passwords seen in breaches, lower case). Only those long enough
 * to pass the length rule can matter; built on first use so importing this file stays cheap.
 */
function isCommon(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].filter((word) => word.length >= PASSWORD_MIN));
  return commonPasswords.has(password.toLowerCase());
}

/**
 * Why a new password is refused, or null when it is acceptable: 8 to 128 characters and not one
 * of the most common passwords (NIST SP 800-63B: no composition rules, a blocklist instead).
 */
export function passwordProblem(password: string): CodedMessage | null {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    return message('passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX });
  }
  return isCommon(password) ? message('passwordTooCommon') : null;
}

/** Stores a person's password hash, giving them an account if they had none (a newcomer's first). */
export async function storePasswordHash(tx: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  await tx
    .insert(accounts)
    .values({ user_id: userId, password_hash: passwordHash })
    .onConflictDoUpdate({
      target: accounts.user_id,
      set: { password_hash: passwordHash, updated_at: new Date() },
    });
}
