import { describe, expect, it } from 'vitest';
import { createDeviceCookies } from './device-cookie.ts';

describe('device cookies', () => {
  const cookies = createDeviceCookies('a-server-secret-of-at-least-32-chars!');

  it('recognises its own cookie for the login it was issued to, whatever the case', () => {
    const cookie = cookies.issue('Ana@Firm.test');
    const nonce = cookies.nonceFor(cookie, 'ana@firm.test');
    expect(nonce).toMatch(/^[\w-]{22}$/);
    expect(cookies.nonceFor(cookie, 'ANA@firm.test')).toBe(nonce);
    expect(cookies.nonceFor(cookies.issue('ana@firm.test'), 'ana@firm.test')).not.toBe(nonce);
  });

  it('refuses another login’s cookie, a forged or damaged one, and one signed with another secret', () => {
    const cookie = cookies.issue('ana@firm.test');
    const [login, nonce, signature] = cookie.split('.') as [string, string, string];
    const bob = Buffer.from('bob@firm.test').toString('base64url');
    for (const presented of [
      undefined,
      '',
      'garbage',
      `${bob}.${nonce}.${signature}`,
      `${login}.${nonce}x.${signature}`,
      `${login}.${nonce}.${signature.slice(0, -2)}`,
      `${login}.${nonce}.${signature}.more`,
      createDeviceCookies('another-server-secret-of-32-chars-!!').issue('ana@firm.test'),
    ]) {
      expect(cookies.nonceFor(presented, 'ana@firm.test'), String(presented)).toBeUndefined();
    }
    expect(cookies.nonceFor(cookie, 'bob@firm.test')).toBeUndefined();
  });
});
