// Test helper run as a child process: opens the embedded database in the given directory, counts
// one more start in it, prints `ready <starts>` and holds the database until killed.
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../database.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: hold-database.ts <dataDir>');
try {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.db.execute(sql`create table if not exists starts (n serial primary key)`);
  await database.db.execute(sql`insert into starts default values`);
  const [row] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from starts`,
  );
  process.stdout.write(`ready ${row!.count}\n`);
  setInterval(() => {}, 60_000);
} catch (error) {
  process.stdout.write(`failed ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
