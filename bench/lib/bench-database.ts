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
      await onServer(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await removeDataDir();
    },
  };
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
