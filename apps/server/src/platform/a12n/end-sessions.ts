import { and, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { refreshTokens } from './a12n.tables.ts';

/**
 * Revokes the sessions (refresh-token families) the condition selects; answers their ids, which
 * the caller hands to `SessionLiveness.forget` once committed so their access tokens stop at once.
 */
export async function revokeSessions(tx: DbOrTx, which: SQL): Promise<string[]> {
  const rows = await tx
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(and(which, isNull(refreshTokens.revoked_at)))
    .returning({ family_id: refreshTokens.family_id });
  return [...new Set(rows.map((row) => row.family_id))];
}
