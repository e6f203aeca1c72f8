import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { users } from '../../../platform/users/users.tables.ts';

const ROLE_ACCOUNTS = ['admin', 'hr', 'cso', 'management', 'leader', 'employee'];

/**
 * A small firm that is the same on every database: the demo seed's role accounts and `others`
 * more people, with fixed names (the factories' are random). Enough for the demo seeds to pick
 * from, and to compare what they make on two databases.
 */
export async function insertFixedFirm(db: DbOrTx, others = 40): Promise<void> {
  await db.insert(users).values([
    ...ROLE_ACCOUNTS.map((name) => ({
      email: `${name}@atrium.demo`,
      first_name: name,
      last_name: 'Account',
    })),
    ...Array.from({ length: others }, (_, i) => ({
      email: `person-${String(i).padStart(3, '0')}@fixed.test`,
      first_name: `Person`,
      last_name: `Number ${i}`,
    })),
  ]);
}

/** Person id → email, to compare records across databases whose ids differ. */
export async function emailsById(db: DbOrTx): Promise<Map<string, string>> {
  const rows = await db.select({ id: users.id, email: users.email }).from(users).orderBy(asc(users.email));
  return new Map(rows.map((row) => [row.id, row.email]));
}
