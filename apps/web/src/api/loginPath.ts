import { HOME, safeLocalPath } from '@atrium/contract';

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';

/** Where to sign in so as to come back to `next` afterwards; an unsafe `next` is dropped. */
export function loginPath(next?: string): string {
  const path = safeLocalPath(next);
  return path !== HOME && !path.startsWith(LOGIN_PATH)
    ? `${LOGIN_PATH}?next=${encodeURIComponent(path)}`
    : LOGIN_PATH;
}

/** A `next` value that stays on this site (never the sign-in page again); anything else goes home. */
export function safeNext(next: string | null | undefined): string {
  const path = safeLocalPath(next);
  return path === HOME || path.startsWith(LOGIN_PATH) ? HOME_PATH : path;
}
