import {
  type ServerMessageKey,
  WALL_COMMENTS_PER_HOUR_MAX,
  WALL_LIMIT_WINDOW_MS,
  WALL_MENTIONS_PER_HOUR_MAX,
  WALL_POSTS_PER_HOUR_MAX,
} from '@atrium/contract';
import type { Tx } from '../../db/database.ts';
import { spendAllowance } from '../../platform/a12n/rate-limits.ts';
import { tooManyRequests } from '../../platform/http-errors.ts';

/** What a person adds to the wall, each with its hourly allowance and the 429's code. */
const WALL_ALLOWANCES = {
  posts: { max: WALL_POSTS_PER_HOUR_MAX, refusal: 'wall.tooManyPosts' },
  comments: { max: WALL_COMMENTS_PER_HOUR_MAX, refusal: 'wall.tooManyComments' },
  mentions: { max: WALL_MENTIONS_PER_HOUR_MAX, refusal: 'wall.tooManyMentions' },
} as const satisfies Record<string, { max: number; refusal: ServerMessageKey }>;

/**
 * Spends `amount` of the person's hourly allowance of posts, comments or mentions in the write's
 * transaction, or refuses the write with a 429 saying which and when to try again (Retry-After).
 * A refused write spends nothing: its transaction rolls the count back.
 */
export async function spendOnWall(
  tx: Tx,
  personId: string,
  what: keyof typeof WALL_ALLOWANCES,
  amount = 1,
): Promise<void> {
  if (amount === 0) return;
  const { max, refusal } = WALL_ALLOWANCES[what];
  const allowance = await spendAllowance(tx, {
    key: `wall-${what}:${personId}`,
    max,
    windowMs: WALL_LIMIT_WINDOW_MS,
    amount,
  });
  if (!allowance.within) throw tooManyRequests(allowance.retryAfterSeconds, refusal);
}
