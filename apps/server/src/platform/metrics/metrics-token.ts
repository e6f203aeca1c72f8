import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header carries the bearer token. Compared in constant time over the
 * tokens' digests, so neither the time taken nor the lengths tell a caller how close they came.
 */
export function holdsMetricsToken(authorization: string | undefined, token: string): boolean {
  const presented = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(presented), digest(token)) && presented.length > 0;
}
