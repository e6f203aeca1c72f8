import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { users } from '../../platform/users/users.tables.ts';

/** Display names of the given people, in one query; unknown ids are absent from the map. */
export async function displayNames(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const people = await db
    .select({ id: users.id, first_name: users.first_name, last_name: users.last_name })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(people.map((person) => [person.id, `${person.first_name} ${person.last_name}`]));
}
