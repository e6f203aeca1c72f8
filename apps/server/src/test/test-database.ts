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
  const empty = await createEmptyDatabase(baseUrl);
  const database = await openDatabase({ kind: 'postgres', url: empty.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await empty.drop();
    },
  };
}

/** A new, empty PostgreSQL database beside the one `baseUrl` names, and how to drop it. */
export async function createEmptyDatabase(
  baseUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `atrium_test_${randomBytes(6).toString('hex')}`;
  await onServer(baseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function onServer(baseUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
