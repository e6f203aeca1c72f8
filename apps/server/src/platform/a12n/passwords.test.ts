import { MESSAGES } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts';

describe('passwordProblem', () => {
  it('accepts an uncommon password of 8 to 128 characters', () => {
    expect(passwordProblem('tulip-harbour-42')).toBeNull();
    expect(passwordProblem('x7#kQ2pz')).toBeNull();
    expect(passwordProblem('a'.repeat(127) + 'b')).toBeNull();
  });

  it('refuses 7 characters and more than 128', () => {
    const tooShortOrLong = {
      code: 'passwordLength',
      params: { min: 8, max: 128 },
      msg: expect.stringMatching(/8 to 128/),
    };
    expect(passwordProblem('x7#kQ2p')).toEqual(tooShortOrLong);
    expect(passwordProblem('a'.repeat(128) + 'b')).toEqual(tooShortOrLong);
  });

  it('refuses the most common passwords, whatever their case', () => {
    for (const common of ['password', '12345678', 'iloveyou', 'Password1', 'QWERTYUIOP']) {
      expect(passwordProblem(common), common).toEqual({
        code: 'passwordTooCommon',
        msg: MESSAGES.passwordTooCommon,
      });
    }
  });
});

describe('hashPassword / verifyPassword', () => {
  it('makes an argon2id hash that verifies only the same password', async () => {
    const stored = await hashPassword('tulip-harbour-42');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, 'tulip-harbour-42')).toBe(true);
    expect(await verifyPassword(stored, 'tulip-harbour-43')).toBe(false);
  });

  it('answers false for a stored value that is not a hash', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
