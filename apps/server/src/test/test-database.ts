import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { createDatabase } from './scratch-database.ts';

/** The engine API tests run on: PGlite always; PostgreSQL in the `api-postgres` project when TEST_DATABASE_URL is set. */
export const testEngine = (): 'pglite' | 'postgres' =>
  process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

let pgliteTemplate: Blob | undefined;

/**
 * A fresh, migrated database for one test file; dropped again by `close`. It is a copy of the
 * template the global setup migrated (database-template.ts); the migrations then find nothing to do.
 */
export async function openTestDatabase(): Promise<Database> {
  if (testEngine() === 'pglite') {
    const file = inject('pgliteTemplate');
    pgliteTemplate ??= file === undefined ? undefined : new Blob([readFileSync(file)]);
    return openDatabase({ kind: 'pglite-memory', from: pgliteTemplate });
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const empty = await createDatabase(baseUrl, inject('postgresTemplate'));
  const database = await openDatabase({ kind: 'postgres', url: empty.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await empty.drop();
    },
  };
}
