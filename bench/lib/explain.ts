import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/database.ts';
import { usersImplementation } from '../../apps/server/src/modules/people/people.objects.ts';
import type { AccessContext } from '../../apps/server/src/platform/c13s/define-object.ts';
import { parseSearch } from '../../apps/server/src/platform/c13s/search-query.ts';
import { users } from '../../apps/server/src/platform/users/users.tables.ts';

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the people search for `q`, built from the same pieces the generic
 * store uses (the object's search spec, `parseSearch`, the window count, every column but the
 * search document), so the plan shown is the plan the API runs.
 */
/**
 * A colleague reading the people search, as the API's context says them: the pieces a search adds
 * for its caller (the active people and oneself) are in the plan as they are in the API's.
 */
export const COLLEAGUE: AccessContext = {
  user: { id: '00000000-0000-4000-8000-000000000000', sessionId: 'bench' },
  can: (object, action) => object === 'users' && action === 'read',
  restricted: false,
};

export async function explainPeopleSearch(db: Db, q: string): Promise<string[]> {
  const { search_vector: _document, ...columns } = getTableColumns(users);
  const parsed = parseSearch(usersImplementation.search, { q }, undefined, COLLEAGUE);
  const query = db
    .select({ ...columns, total__: sql<number>`count(*) over ()` })
    .from(users)
    .where(parsed.where)
    .orderBy(...parsed.order)
    .limit(parsed.size)
    .offset(0);
  // Both drivers answer `{ rows }`; the engine-neutral Db type does not say so.
  const result = (await db.execute(sql`explain (analyze, buffers) ${query}`)) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows.map((row) => row['QUERY PLAN'] ?? '');
}

/** Index scans a plan uses, by index name, so the report can say at a glance whether the search is indexed. */
export function indexesUsed(plan: readonly string[]): string[] {
  const names = plan.flatMap((line) =>
    [...line.matchAll(/(?:Index Scan|Index Only Scan|Bitmap Index Scan) (?:Backward )?on (\S+)/g)].map(
      (m) => m[1]!,
    ),
  );
  return [...new Set(names)];
}
