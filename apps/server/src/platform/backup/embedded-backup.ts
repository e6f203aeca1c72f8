import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { packBackup } from './backup-archive.ts';

const JOURNAL = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../db/migrations/meta/_journal.json',
);

/** The newest migration of this release, which an open database has reached. */
export function schemaVersion(): string {
  const journal = JSON.parse(readFileSync(JOURNAL, 'utf8')) as { entries: { tag: string }[] };
  return journal.entries.at(-1)?.tag ?? 'none';
}

/**
 * A backup of an open embedded database and its files folder. The dump is taken between two
 * queries (PGlite runs one at a time), so it is what a crash at that instant would leave, which
 * PostgreSQL recovers from its write-ahead log on the first start: the same guarantee as kill -9.
 * A checkpoint first keeps that recovery short.
 */
export async function backupEmbedded(client: PGlite, filesDir: string | undefined): Promise<Readable> {
  await client.exec('CHECKPOINT');
  const database = await client.dumpDataDir('gzip');
  return packBackup({ database, schema: schemaVersion(), filesDir });
}
