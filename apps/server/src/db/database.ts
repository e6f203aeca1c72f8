import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

export { DataDirLockedError } from './data-dir-lock.ts';

export type Schema = typeof schema;
/** The database handle every service uses, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction, or the database itself where one statement is enough. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type DatabaseTarget =
  /** On disk; `from`, a dump (`dumpDataDir`) to start an empty directory from (a restore). */
  | { kind: 'pglite'; dataDir: string; from?: Blob }
  /** In memory; `from` is a data directory dumped earlier (`dumpDataDir`), so tests skip initdb and the migrations. */
  | { kind: 'pglite-memory'; from?: Blob }
  | { kind: 'postgres'; url: string };

/** What a second client of the same database (the job queue) connects through. */
export type DatabaseConnection = { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };

export type Database = {
  db: Db;
  kind: DatabaseTarget['kind'];
  connection: DatabaseConnection;
  /** The PostgreSQL pool's use, for the metrics; absent on PGlite (one connection in the process). */
  poolStats?: () => PoolStats;
  close: () => Promise<void>;
};

export type PoolStats = { total: number; idle: number; waiting: number; max: number };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const pgliteExtensions = { citext, pg_trgm, unaccent };
/**
 * Session settings of every connection. pg_trgm's default word similarity (0.6) misses one-letter
 * typos in short names ('Dubios' for 'Dubois'); 0.4 catches them. The default random_page_cost (4)
 * assumes spinning disks and makes the planner skip the search indexes; the data is in memory or
 * on SSD, where 1.1 is the usual value (measured: search 3× faster on both engines).
 */
const SESSION_SETTINGS = { 'pg_trgm.word_similarity_threshold': '0.4', random_page_cost: '1.1' };

/** Opens the database and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const options = Object.entries(SESSION_SETTINGS)
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(' ');
    const max = 10;
    const pool = new pg.Pool({ connectionString: target.url, max, options });
    // An idle connection the server drops (restart, administrator) must not crash the process:
    // the pool discards it and opens another on the next query.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    await migrateOnce(pool);
    return {
      db,
      kind: target.kind,
      connection: { kind: 'postgres', url: target.url },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
      close: () => pool.end(),
    };
  }
  // PGlite has one writer: a second process on the same directory would corrupt it.
  const lock = target.kind === 'pglite' ? lockDataDir(target.dataDir, onLockLost) : { release: () => {} };
  try {
    // Durable against a crash of this process (kill -9, out of memory): a commit is acknowledged
    // once written to the operating system. Not against a power loss or OS crash: PGlite runs with
    // fsync off, and its Node filesystem cannot flush to disk anyway (see README, Durability).
    const client = await PGlite.create({
      dataDir: target.kind === 'pglite' ? target.dataDir : undefined,
      loadDataDir: target.from,
      extensions: pgliteExtensions,
    });
    for (const [name, value] of Object.entries(SESSION_SETTINGS)) await client.exec(`SET ${name} = ${value}`);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      kind: target.kind,
      connection: { kind: 'pglite', client },
      close: async () => {
        await client.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Any number would do, as long as nothing else takes this advisory lock. */
const MIGRATION_LOCK = 2026_0002;

/**
 * Several instances starting together on one PostgreSQL: the first migrates, the others wait on
 * the advisory lock, then find nothing left to do.
 */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    client.release();
  } catch (error) {
    // Closing the connection also frees the lock.
    client.release(true);
    throw error;
  }
}

/**
 * Another process took the data directory (or its lock was deleted): writing on would corrupt it,
 * so this process stops at once, without a last write.
 */
function onLockLost(): never {
  process.stderr.write('The data directory lock was lost: another process may be using it. Stopping.\n');
  process.exit(1);
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`, which the shared type cannot express. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
