import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { credentialCodeCounters, credentials } from './credentials.tables.ts';

export const formatProjectCode = (year: number, value: number) =>
  `CR-${year}-${String(value).padStart(4, '0')}`;

/**
 * The next free code of the current year, e.g. CR-2026-0042. The upsert locks the year's counter
 * row until `tx` ends, so concurrent creates take their numbers one after the other (and a
 * rolled-back create gives its number back). A code corrected by hand may already hold the
 * number; then the next one is taken. The unique index on `project_code` is the last guard.
 */
export async function nextProjectCode(tx: Tx): Promise<string> {
  for (;;) {
    const [counter] = await tx
      .insert(credentialCodeCounters)
      .values({ year: sql`extract(year from now())::int`, last_value: 1 })
      .onConflictDoUpdate({
        target: credentialCodeCounters.year,
        set: { last_value: sql`${credentialCodeCounters.last_value} + 1` },
      })
      .returning();
    const code = formatProjectCode(counter!.year, counter!.last_value);
    const [taken] = await tx
      .select({ id: credentials.id })
      .from(credentials)
      .where(eq(credentials.project_code, code))
      .limit(1);
    if (!taken) return code;
  }
}
