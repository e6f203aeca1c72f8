import type { PersonRef } from '@atrium/contract';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { users } from './users.tables.ts';

/** The columns of a person as other records show them (`PersonRef`). */
export const personRefColumns = {
  id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  job_title: users.job_title,
  has_picture: users.has_picture,
  picture_version: users.picture_version,
} as const;

/**
 * The people behind some ids, as other records present them, in one query: a page of records
 * gathers every id it mentions and asks once. Ids of no one are simply absent from the map,
 * which also makes this the check that ids given in a write are people.
 */
export async function loadPersonRefs(db: DbOrTx, ids: Iterable<string>): Promise<Map<string, PersonRef>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select(personRefColumns).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}
