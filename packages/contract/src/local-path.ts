/** Where a `next` that is not a safe local path sends the browser: the app's home. */
export const HOME = '/';

/** Longer than any address of the app; also bounds the decoding work. */
const LENGTH_MAX = 2000;
/** `%25` decoded again and again: past this many rounds the value is refused, not decoded further. */
const DECODING_ROUNDS_MAX = 3;
/** Only printable ASCII, as a browser writes an address: no space, control or non-ASCII character. */
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;
/**
 * What a browser strips or reads as a separator in a path (tab, CR, LF, zero-width and bidi marks,
 * any space), and the backslash it reads as a slash: `/%09/evil.example` becomes `//evil.example`.
 */
const UNSAFE_IN_PATH = /[\p{Cc}\p{Cf}\p{Z}\s\\]/u;

/**
 * `next` when it is a path of this app (where to go once signed in), else HOME: it comes from the
 * address bar, so anyone may write a link whose `next` leads to another site. A safe path is
 * printable ASCII, starts with a single `/`, has no backslash, and its path part (before `?` or
 * `#`) has no `//`, control or whitespace character however many times it is percent-decoded (a
 * malformed `%` is refused). The query and fragment are data of the page (a search for "Ana
 * Known"), which cannot change which site the browser goes to. Used by the server before it
 * redirects and by the web before it navigates.
 */
export function safeLocalPath(next: string | null | undefined): string {
  return typeof next === 'string' && isLocalPath(next) ? next : HOME;
}

function isLocalPath(value: string): boolean {
  if (value.length > LENGTH_MAX || !PRINTABLE_ASCII.test(value) || value.includes('\\')) return false;
  if (!value.startsWith('/')) return false;
  let path = value.split(/[?#]/, 1)[0]!;
  for (let round = 0; ; round += 1) {
    if (!path.startsWith('/') || path.includes('//') || UNSAFE_IN_PATH.test(path)) return false;
    if (!path.includes('%')) return true;
    if (round === DECODING_ROUNDS_MAX) return false;
    try {
      path = decodeURIComponent(path);
    } catch {
      return false;
    }
  }
}
