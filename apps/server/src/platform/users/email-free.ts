import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { conflict } from '../http-errors.ts';
import { users } from './users.tables.ts';

/**
 * Refuses an address someone already has (whatever its case: the column is citext), naming the
 * field, for whoever adds or renames a person; the unique index stays the last word.
 */
export async function assertEmailFree(tx: DbOrTx, email: string, except?: string): Promise<void> {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), except ? ne(users.id, except) : undefined))
    .limit(1);
  if (taken) throw conflict('emailTaken', { email: 'emailTaken' });
}
