import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { refreshTokens } from './a12n.tables.ts';

/** How long another instance may keep honouring a session that was ended elsewhere. */
const CACHE_MS = 5_000;

/**
 * Whether a session (refresh-token family) is still open. Access tokens are stateless, so without
 * this a logout "everywhere" or a password reset would leave other sessions alive until expiry.
 * Answers are cached briefly; this instance forgets a session at once when it ends it.
 */
export function createSessionLiveness(db: Db) {
  const cache = new Map<string, { live: boolean; at: number }>();

  return {
    async isLive(sessionId: string): Promise<boolean> {
      const hit = cache.get(sessionId);
      if (hit && Date.now() - hit.at < CACHE_MS) return hit.live;
      const [row] = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.family_id, sessionId), isNull(refreshTokens.revoked_at)))
        .limit(1);
      const live = row !== undefined;
      if (cache.size > 50_000) cache.clear();
      cache.set(sessionId, { live, at: Date.now() });
      return live;
    },
    forget(sessionIds: Iterable<string>): void {
      for (const id of sessionIds) cache.set(id, { live: false, at: Date.now() });
    },
  };
}

export type SessionLiveness = ReturnType<typeof createSessionLiveness>;
