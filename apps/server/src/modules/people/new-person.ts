import type { ImportedPerson, UserCreate } from '@atrium/contract';
import type { users } from '../../platform/users/users.tables.ts';

/**
 * The row of a colleague HR adds, one by one (`POST cv_library/users`) or from the HR system's
 * file: active at once and without a password, so they sign in with a reset link or single sign-on.
 */
export function newPersonRow(person: ImportedPerson | UserCreate): typeof users.$inferInsert {
  return { ...person, status: 'active' };
}
