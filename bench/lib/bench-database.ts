import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/db/database.ts';

export type Engine = 'pglite' | 'postgres';

/** A database made for one run, and a temporary DATA_DIR beside it; `close` removes both. */
export type BenchDatabase = Database & { engine: Engine; dataDir: string };

/** The engines this machine can run: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function availableEngines(): Engine[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, migrated database: PGlite on disk in a temporary DATA_DIR, or a new PostgreSQL database. */
export async function openBenchDatabase(engine: Engine): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-bench-'));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  if (engine === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    return {
      ...database,
      engine,
      dataDir,
      close: async () => {
        await database.close();
        await removeDataDir();
      },
    };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('The postgres engine needs TEST_DATABASE_URL');
  const name = `atrium_bench_${randomBytes(6).toString('hex')}`;
  await onServer(baseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...database,
    engine,
    dataDir,
    close: async () => {
      await database.close();
      await removeDataDir();
      // The pool's connections end asynchronously; dropping WITH (FORCE) while one is still
      // closing terminates it, and the pool, which has no error listener, throws on that.
      await untilNoBackends(baseUrl, name);
      await onServer(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function onServer(url: string, statement: string, values: unknown[] = []): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows.length;
  } finally {
    await client.end();
  }
}

/** Waits (up to 5 s) until no session is connected to the database any more. */
async function untilNoBackends(url: string, name: string): Promise<void> {
  const sessions = `select 1 from pg_stat_activity where datname = $1`;
  for (let tries = 0; tries < 50 && (await onServer(url, sessions, [name])) > 0; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
