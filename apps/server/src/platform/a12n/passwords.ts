import { MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from '@atrium/contract';
import { dictionary } from '@zxcvbn-ts/language-common';
import { argon2id, hash, verify } from 'argon2';

/** Hashes a password with argon2id at the library's defaults (64 MiB, 3 passes), above OWASP's minimum. */
export const hashPassword = (password: string): Promise<string> => hash(password, { type: argon2id });

/** Whether the password matches the stored hash; false, not an exception, for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
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
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    return `The password must have ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`;
  }
  return isCommon(password) ? MESSAGES.passwordTooCommon : null;
}
