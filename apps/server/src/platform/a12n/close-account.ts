import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { users } from '../users/users.tables.ts';
import { refreshTokens } from './a12n.tables.ts';
import { revokeSessions } from './end-sessions.ts';

/**
 * Closes a person's account in the caller's transaction, whether a newcomer leaves or HR
 * deactivates a colleague: their status becomes `left` (no sign-in, out of search and pickers;
 * their name stays on what they did) and every session of theirs is revoked. Answers the sessions
 * ended, which the caller hands to `app.sessions.forget` once committed so they stop at once.
 */
export async function closeAccount(tx: DbOrTx, userId: string): Promise<string[]> {
  await tx.update(users).set({ status: 'left', updated_at: new Date() }).where(eq(users.id, userId));
  return revokeSessions(tx, eq(refreshTokens.user_id, userId));
}
