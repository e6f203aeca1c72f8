import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOME, safeLocalPath } from './local-path.ts';

const ORIGIN = 'https://atrium.test';

/** The WHATWG URL parser browsers share (the contract's TypeScript knows no DOM or Node types). */
const { URL: WhatwgUrl } = globalThis as unknown as {
  URL: new (input: string, base: string) => { origin: string };
};

/** Where a browser at this app goes for `path`: its origin, as the address bar would show it. */
const originOf = (path: string) => new WhatwgUrl(path, `${ORIGIN}/login`).origin;

describe('safeLocalPath', () => {
  it('keeps a path of the app, with its query and fragment', () => {
    for (const path of [
      '/',
      '/home',
      '/who-s-who?q=Ana%20Known&page=2',
      '/people/7f3c/resume#skills',
      '/search?url=https://elsewhere.example',
      '/caf%C3%A9',
      '/a/../b',
    ]) {
      expect(safeLocalPath(path), path).toBe(path);
    }
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['an empty string', ''],
    ['a relative path', 'home'],
    ['another site', 'https://evil.example'],
    ['a scheme', 'javascript:alert(1)'],
    ['a scheme-relative address', '//evil.example'],
    ['a backslash', '/\\evil.example'],
    ['a backslash later', '/home\\..\\x'],
    ['a tab the browser strips', '/\t/evil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['an encoded newline', '/%0a/evil.example'],
    ['CR/LF', '/home\r\nSet-Cookie: x=1'],
    ['encoded CR/LF', '/home%0d%0aSet-Cookie:%20x=1'],
    ['a space', '/ /evil.example'],
    ['an encoded space in the path', '/%20/evil.example'],
    ['a no-break space', '/\u00a0/evil.example'],
    ['a zero-width space', '/\u200b/evil.example'],
    ['a bidi override', '/%E2%80%AE/evil.example'],
    ['an encoded slash', '/%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a doubly encoded slash', '/%252Fevil.example'],
    ['a doubly encoded tab', '/%2509/evil.example'],
    ['a slash encoded five times', '/%25252525252Fevil.example'],
    ['a malformed escape', '/%E0%A4%A'],
    ['a lone percent', '/100%'],
    ['a non-ASCII character', '/café'],
    ['a NUL', '/home\u0000'],
    ['a very long path', `/${'a'.repeat(2001)}`],
  ])('sends %s home', (_, next) => {
    expect(safeLocalPath(next)).toBe(HOME);
  });

  it('never answers a path that leads to another site, however a browser reads it', () => {
    const pieces = fc.constantFrom(
      '/',
      '//',
      '\\',
      '%2F',
      '%5C',
      '%25',
      '%09',
      '%0a',
      '\t',
      '\n',
      ' ',
      '%20',
      '\u200b',
      ':',
      'http:',
      'evil.example',
      '@',
      '?',
      '#',
      '.',
      '..',
      'a',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string()), { maxLength: 8 }), (parts) => {
        const next = safeLocalPath(parts.join(''));
        expect(originOf(next)).toBe(ORIGIN);
        // A browser strips tabs and newlines; a page may decode what it is given once more.
        expect(originOf(next.replace(/[\t\n\r]/g, ''))).toBe(ORIGIN);
        const path = next.split(/[?#]/, 1)[0]!;
        expect(originOf(decodeURIComponent(path))).toBe(ORIGIN);
      }),
      { numRuns: 2000 },
    );
  });
});
