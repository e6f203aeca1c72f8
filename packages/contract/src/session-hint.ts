/**
 * A cookie the web may read (the session's own cookies are httpOnly): when the access token in
 * use runs out, in milliseconds since 1970, kept as long as the session may be renewed. The web
 * renews a lapsed access token before calling rather than after a 401, so a signed-in reader's
 * browser logs no refused call; it holds no secret.
 */
export const SESSION_HINT_COOKIE = 'atrium_access_until';

/** The hint's value, read from `document.cookie`; undefined without a session to renew. */
export function accessUntil(cookies: string): number | undefined {
  const pair = cookies.split('; ').find((cookie) => cookie.startsWith(`${SESSION_HINT_COOKIE}=`));
  const until = Number(pair?.slice(SESSION_HINT_COOKIE.length + 1));
  return pair && Number.isFinite(until) ? until : undefined;
}
