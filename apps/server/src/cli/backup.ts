import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { requestBackup } from '../platform/backup/backup-socket.ts';
import { backupEmbedded } from '../platform/backup/embedded-backup.ts';
import { CliError, runCli, UsageError } from './run-cli.ts';

const USAGE = 'usage: npm run backup -- <archive file>';

/**
 * `npm run backup -- <file>`: the embedded database and the stored files in one archive, taken
 * from the running server through its socket in DATA_DIR (no stop needed), or from DATA_DIR itself
 * when no server runs on it. The archive is written beside its name and renamed once complete.
 */
async function main(): Promise<void> {
  const [target, ...extra] = process.argv.slice(2);
  if (!target || extra.length > 0) throw new UsageError('one archive file expected');
  const config = loadConfig();
  if (config.database.kind !== 'pglite')
    throw new CliError(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump, then the files (README, Backups)',
    );
  const file = path.resolve(target);
  const partial = `${file}.part`;
  try {
    const running = await requestBackup(config.dataDir);
    const { archive, from } = running
      ? { archive: running, from: 'the running server' }
      : await fromDataDir(config);
    await pipeline(archive, createWriteStream(partial, { flags: 'wx', mode: 0o600, flush: true }));
    await rename(partial, file);
    const { size } = await stat(file);
    process.stdout.write(`${file}: ${(size / 1_048_576).toFixed(1)} MB, taken from ${from}\n`);
  } catch (error) {
    await rm(partial, { force: true });
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new CliError(`${partial} exists: another backup may be running`);
    throw error;
  }
}

/** No server runs: this command opens the data directory itself (holding its lock meanwhile). */
async function fromDataDir(config: Config): Promise<{ archive: Readable; from: string }> {
  if (config.database.kind !== 'pglite') throw new CliError('not an embedded database');
  const database = await openDatabase(config.database);
  try {
    const { connection } = database;
    if (connection.kind !== 'pglite') throw new CliError('not an embedded database');
    // The database is dumped before this returns; the files, read afterwards, never change.
    const filesDir = config.files.driver === 'fs' ? config.files.dir : undefined;
    return { archive: await backupEmbedded(connection.client, filesDir), from: config.dataDir };
  } finally {
    await database.close();
  }
}

runCli('backup', USAGE, main);
