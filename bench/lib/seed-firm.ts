import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/database.ts';
import { generatePeople, type PersonRow } from '../../apps/server/src/db/seed/generate-people.ts';
import { insertPeople } from '../../apps/server/src/db/seed/insert-people.ts';
import { hashPassword } from '../../apps/server/src/platform/a12n/passwords.ts';

export type SeededFirm = { people: PersonRow[]; ids: Map<string, string>; seconds: number };

/**
 * Fills a fresh database with `count` generated people (the demo firm's generator, seeded) who
 * all sign in with `password`, then refreshes the planner's statistics as autovacuum eventually would.
 */
export async function seedFirm(
  db: Db,
  options: { count: number; seed: number; password: string },
): Promise<SeededFirm> {
  const started = performance.now();
  const people = generatePeople({ count: options.count, seed: options.seed });
  const passwordHash = await hashPassword(options.password);
  const ids = await db.transaction((tx) => insertPeople(tx, people, passwordHash));
  await db.execute(sql`analyze`);
  return { people, ids, seconds: (performance.now() - started) / 1000 };
}
