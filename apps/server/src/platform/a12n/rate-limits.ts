import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database.ts';
import { rateLimits } from './a12n.tables.ts';

/** Hits counted under one key in the current window, and when the window ends. */
export type Counter = { hits: number; lastHitAt: Date; expiresAt: Date };

/** Expired counters are kept this long past their window, then dropped by the next hit. */
const KEEP_EXPIRED_MS = 60 * 60_000;

/**
 * Counts `amount` hits under `key` and answers the counter, starting a new window when the last
 * one ended. One upsert: two hits at once are counted one after the other.
 */
async function countHits(db: DbOrTx, key: string, windowMs: number, amount = 1): Promise<Counter> {
  const now = new Date();
  const ended = lt(rateLimits.expires_at, now);
  const [row] = await db
    .insert(rateLimits)
    .values({
      key,
      hits: amount,
      window_start: now,
      last_hit_at: now,
      expires_at: new Date(now.getTime() + windowMs),
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${ended} then ${amount} else ${rateLimits.hits} + ${amount} end`,
        window_start: sql`case when ${ended} then ${now} else ${rateLimits.window_start} end`,
        last_hit_at: now,
        expires_at: sql`case when ${ended} then ${new Date(now.getTime() + windowMs)} else ${rateLimits.expires_at} end`,
      },
    })
    .returning();
  return { hits: row!.hits, lastHitAt: row!.last_hit_at, expiresAt: row!.expires_at };
}

/**
 * Fixed-window counters kept in the database, so that every instance of the server counts the same
 * hits (two instances with counters in memory would each allow the limit). Time comes from this
 * process's clock: instances are expected to keep theirs in sync (NTP), as their tokens already need.
 */
export function createRateLimits(db: Db) {
  return {
    /** Counts one hit under `key` and answers the count, starting a new window when the last one ended. */
    async hit(key: string, windowMs: number): Promise<Counter> {
      const counter = await countHits(db, key, windowMs);
      await db.delete(rateLimits).where(lt(rateLimits.expires_at, new Date(Date.now() - KEEP_EXPIRED_MS)));
      return counter;
    },

    /** The counters of these keys whose window is still open, by key. */
    async read(keys: string[]): Promise<Map<string, Counter>> {
      const rows = await db
        .select()
        .from(rateLimits)
        .where(and(or(...keys.map((key) => eq(rateLimits.key, key))), gt(rateLimits.expires_at, new Date())));
      return new Map(
        rows.map((row) => [
          row.key,
          { hits: row.hits, lastHitAt: row.last_hit_at, expiresAt: row.expires_at },
        ]),
      );
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;

/** Forgets the counters of these keys and of every key starting with one of the prefixes. */
export async function clearRateLimits(
  tx: DbOrTx,
  { keys = [], prefixes = [] }: { keys?: string[]; prefixes?: string[] },
): Promise<void> {
  const conditions = [
    ...keys.map((key) => eq(rateLimits.key, key)),
    ...prefixes.map((prefix) => sql`starts_with(${rateLimits.key}, ${prefix})`),
  ];
  if (conditions.length > 0) await tx.delete(rateLimits).where(or(...conditions));
}

/** What an allowance answers: whether the amount fitted, and in how many seconds the window ends. */
export type Allowance = { within: boolean; retryAfterSeconds: number };

/**
 * Spends `amount` (1 by default) of a person's allowance of `max` per window, in the caller's
 * transaction: a write refused afterwards, for this or any other reason, spends nothing, and two
 * writes at once wait for each other on the counter's row. Expired counters are left to `hit`.
 */
export async function spendAllowance(
  tx: DbOrTx,
  { key, max, windowMs, amount = 1 }: { key: string; max: number; windowMs: number; amount?: number },
): Promise<Allowance> {
  const counter = await countHits(tx, key, windowMs, amount);
  return {
    within: counter.hits <= max,
    retryAfterSeconds: Math.max(1, Math.ceil((counter.expiresAt.getTime() - Date.now()) / 1000)),
  };
}
