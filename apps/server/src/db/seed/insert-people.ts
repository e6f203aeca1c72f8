import type { DbOrTx } from '../database.ts';
import { accounts } from '../../platform/a12n/a12n.tables.ts';
import { users } from '../../platform/users/users.tables.ts';
import type { PersonRow } from './generate-people.ts';

/** Rows per INSERT: about 10,000 bound parameters, well under PostgreSQL's 65,535. */
const BATCH_SIZE = 500;

/**
 * Inserts people, each with a sign-in account sharing one password hash (hashing is the slow
 * part, so the caller hashes once). Answers each person's id by email.
 */
export async function insertPeople(
  tx: DbOrTx,
  people: readonly PersonRow[],
  passwordHash: string,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (let start = 0; start < people.length; start += BATCH_SIZE) {
    const inserted = await tx
      .insert(users)
      .values(people.slice(start, start + BATCH_SIZE))
      .returning({ id: users.id, email: users.email });
    await tx
      .insert(accounts)
      .values(inserted.map((row) => ({ user_id: row.id, password_hash: passwordHash })));
    for (const row of inserted) ids.set(row.email, row.id);
  }
  return ids;
}
