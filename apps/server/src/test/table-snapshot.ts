import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database.ts';

/**
 * Every table's rows, as one text of hashes: two equal snapshots mean nothing was written in
 * between. For the bad-input suites, which check that refused requests change nothing.
 */
export async function tableSnapshot(db: Db): Promise<string> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  // The staffing vocabulary's version is a stamp, not data: a statement on tags that writes no row
  // (an idempotent seeding run again) still moves it, and moving it only costs one reload.
  const data = tables.filter(({ name }) => name !== 'toolbox_vocabulary_version');
  const parts = await Promise.all(
    data.map(async ({ name }) => {
      const [row] = await queryRows<{ h: string }>(
        db,
        sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" t`),
      );
      return `${name}:${row?.h}`;
    }),
  );
  return parts.join(',');
}
