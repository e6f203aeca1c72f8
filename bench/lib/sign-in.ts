import { ACCESS_COOKIE } from '../../apps/server/src/platform/a12n/tokens.ts';

/** Signs in through the real login and answers the access cookie to send. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/a12n/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const access = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${ACCESS_COOKIE}=`));
  if (!response.ok || !access) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  return access.split(';')[0]!;
}
