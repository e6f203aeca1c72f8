import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { apiTokens } from '../api-tokens/api-tokens.tables.ts';
import { users } from '../users/users.tables.ts';
import { refreshTokens } from './a12n.tables.ts';
import { revokeSessions } from './end-sessions.ts';

/**
 * Closes a person's account in the caller's transaction, whether a newcomer leaves or HR
 * deactivates a colleague: their status becomes `left` (no sign-in, out of search and pickers;
 * their name stays on what they did), every session of theirs is revoked, and so is every personal
 * API token of theirs (for good: reopening the account does not bring a script back). Answers the
 * sessions ended, which the caller hands to `app.sessions.forget` once committed so they stop at once.
 */
export async function closeAccount(tx: DbOrTx, userId: string): Promise<string[]> {
  const now = new Date();
  await tx.update(users).set({ status: 'left', updated_at: now }).where(eq(users.id, userId));
  await tx
    .update(apiTokens)
    .set({ revoked_at: now })
    .where(and(eq(apiTokens.owner_id, userId), isNull(apiTokens.revoked_at)));
  return revokeSessions(tx, eq(refreshTokens.user_id, userId));
}
