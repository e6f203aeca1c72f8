import { createReadStream } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { EMBEDDED_SECRETS_FILE, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { RestoreRefused, unpackBackup } from '../platform/backup/restore-archive.ts';
import { CliError, runCli, UsageError } from './run-cli.ts';

const USAGE = 'usage: npm run restore -- <archive file>   (into an empty DATA_DIR)';

/**
 * `npm run restore -- <file>`: an archive of `npm run backup` into an empty DATA_DIR, every byte
 * checked against the archive's manifest; the next start serves it (migrating it first when the
 * archive comes from an earlier release). On any failure DATA_DIR is left empty again.
 */
async function main(): Promise<void> {
  const [source, ...extra] = process.argv.slice(2);
  if (!source || extra.length > 0) throw new UsageError('one archive file expected');
  const config = loadConfig();
  if (config.database.kind !== 'pglite')
    throw new CliError(
      'DATABASE_URL is set: restore PostgreSQL with pg_restore, then the files (README, Backups)',
    );
  if (config.files.driver !== 'fs')
    throw new CliError('FILES_DRIVER is s3: restore the bucket from its own backup');
  // Reading the settings made the embedded signing secret if it was missing; a restored firm gets
  // a new one (the archive holds none), so everyone signs in again.
  const present = (await readdir(config.dataDir).catch(() => [])).filter(
    (name) => name !== EMBEDDED_SECRETS_FILE,
  );
  if (present.length > 0)
    throw new CliError(`${config.dataDir} is not empty: restore into an empty data directory`);
  try {
    const { manifest, database } = await unpackBackup(
      createReadStream(path.resolve(source)),
      config.files.dir,
    );
    const opened = await openDatabase({ ...config.database, from: database });
    await opened.close();
    process.stdout.write(
      `${config.dataDir}: restored the backup of ${manifest.createdAt} (${manifest.files.length} files, schema ${manifest.schema})\n`,
    );
  } catch (error) {
    await emptyDataDir(config.dataDir);
    if (error instanceof RestoreRefused) throw new CliError(error.message);
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new CliError(`${source}: no such file`);
    throw error;
  }
}

async function emptyDataDir(dataDir: string): Promise<void> {
  for (const entry of await readdir(dataDir).catch(() => [])) {
    if (entry === EMBEDDED_SECRETS_FILE) continue;
    await rm(path.join(dataDir, entry), { recursive: true, force: true });
  }
}

runCli('restore', USAGE, main);
