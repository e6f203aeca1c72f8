import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database.ts';

/** The engine API tests run on: PGlite always; PostgreSQL in the `api-postgres` project when TEST_DATABASE_URL is set. */
export const testEngine = (): 'pglite' | 'postgres' =>
  process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

/** A fresh, migrated database for one test file; dropped again by `close`. */
export async function openTestDatabase(): Promise<Database> {
  if (testEngine() === 'pglite') return openDatabase({ kind: 'pglite-memory' });
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `atrium_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
