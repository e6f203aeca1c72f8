import type { SolutionRef } from '@atrium/contract';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { solutions } from './solutions.tables.ts';

/**
 * Solutions as other records show them, in one query for a whole page of records. Ids of no
 * solution are absent from the map, which makes it the check of ids given in a write too.
 */
export async function loadSolutionRefs(db: DbOrTx, ids: Iterable<string>): Promise<Map<string, SolutionRef>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: solutions.id, name: solutions.name, top: solutions.top })
    .from(solutions)
    .where(inArray(solutions.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}
