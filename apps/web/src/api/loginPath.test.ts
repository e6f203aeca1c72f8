import { describe, expect, it } from 'vitest';
import { loginPath, safeNext } from './loginPath';

describe('loginPath', () => {
  it('asks to come back to a page of the app', () => {
    expect(loginPath('/who-s-who?q=Ana%20Known')).toBe('/login?next=%2Fwho-s-who%3Fq%3DAna%2520Known');
  });

  it('drops a next that is home, the sign-in page or not a safe local path', () => {
    for (const next of [
      undefined,
      '/',
      '/login?next=%2Fhome',
      '//evil.example',
      '/%09/evil.example',
      '/\\x',
    ]) {
      expect(loginPath(next), String(next)).toBe('/login');
    }
  });
});

describe('safeNext', () => {
  it('goes home for the sign-in page or an unsafe path, and keeps a page of the app', () => {
    expect(safeNext('/permissions')).toBe('/permissions');
    for (const next of [
      null,
      '/',
      '/login',
      '/\t/evil.example',
      '/%2F/evil.example',
      'https://evil.example',
    ]) {
      expect(safeNext(next), String(next)).toBe('/home');
    }
  });
});
