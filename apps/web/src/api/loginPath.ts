export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';

/** Where to sign in so as to come back to `next` afterwards. */
export function loginPath(next?: string): string {
  return next && next !== '/' && !next.startsWith(LOGIN_PATH)
    ? `${LOGIN_PATH}?next=${encodeURIComponent(next)}`
    : LOGIN_PATH;
}

/** A `next` value that stays on this site; anything else goes home (no open redirect). */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return HOME_PATH;
  if (next.startsWith(LOGIN_PATH)) return HOME_PATH;
  return next;
}
