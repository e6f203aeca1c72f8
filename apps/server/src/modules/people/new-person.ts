import type { ImportedPerson, UserCreate } from '@atrium/contract';
import type { users } from '../../platform/users/users.tables.ts';

/** A person of the import file who is not yet in Atrium: the file has both their names. */
export type NewImportedPerson = ImportedPerson & { first_name: string; last_name: string };

/**
 * The row of a colleague HR adds, one by one (`POST cv_library/users`) or from the HR system's
 * file: active at once and without a password, so they sign in with a reset link or single sign-on.
 */
export function newPersonRow(person: NewImportedPerson | UserCreate): typeof users.$inferInsert {
  return { ...person, status: 'active' };
}
