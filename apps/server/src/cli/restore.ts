import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { EMBEDDED_SECRETS_FILE, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { RESTORE_STAGING, RestoreRefused, unpackBackup } from '../platform/backup/restore-archive.ts';
import { CliError, runCli, UsageError } from './run-cli.ts';

const USAGE = 'usage: npm run restore -- <archive file>   (into an empty DATA_DIR)';

/**
 * `npm run restore -- <file>`: an archive of `npm run backup` into an empty DATA_DIR, every byte
 * checked against the archive's manifest; the next start serves it (migrating it first when the
 * archive comes from an earlier release). Everything is unpacked and loaded in
 * `DATA_DIR/restore-in-progress` and moved into place only once whole (the database last): a cut
 * or damaged archive is one line and exit code 1, DATA_DIR is left as it was (empty), and a retry
 * with a good archive succeeds, even after a restore killed midway.
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
  const archive = path.resolve(source);
  if (!(await stat(archive).catch(() => undefined))?.isFile()) throw new CliError(`${source}: no such file`);
  const staging = path.join(config.dataDir, RESTORE_STAGING);
  // What a restore killed midway left: never the firm's data, which is moved in only once whole.
  await rm(staging, { recursive: true, force: true });
  // Reading the settings made the embedded signing secret if it was missing; a restored firm gets
  // a new one (the archive holds none), so everyone signs in again.
  const present = (await readdir(config.dataDir).catch(() => [])).filter(
    (name) => name !== EMBEDDED_SECRETS_FILE,
  );
  if (present.length > 0)
    throw new CliError(`${config.dataDir} is not empty: restore into an empty data directory`);
  try {
    await mkdir(staging, { recursive: true, mode: 0o700 });
    const files = path.join(staging, 'files');
    const { manifest, database } = await unpackBackup(createReadStream(archive), files);
    const loaded = path.join(staging, 'pglite');
    const opened = await openDatabase({ kind: 'pglite', dataDir: loaded, from: database });
    await opened.close();
    if (await stat(files).catch(() => undefined)) await rename(files, config.files.dir);
    await rename(loaded, config.database.dataDir);
    await rm(staging, { recursive: true, force: true });
    process.stdout.write(
      `${config.dataDir}: restored the backup of ${manifest.createdAt} (${manifest.files.length} files, schema ${manifest.schema})\n`,
    );
  } catch (error) {
    // DATA_DIR was empty: whatever is in it now is this restore's, staged or half moved.
    await emptyDataDir(config.dataDir);
    if (error instanceof RestoreRefused) throw new CliError(`${source}: ${error.message}`);
    throw new CliError(`${source}: the backup could not be restored (${firstLine(error)})`);
  }
}

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] || 'unknown error';

async function emptyDataDir(dataDir: string): Promise<void> {
  for (const entry of await readdir(dataDir).catch(() => [])) {
    if (entry === EMBEDDED_SECRETS_FILE) continue;
    await rm(path.join(dataDir, entry), { recursive: true, force: true });
  }
}

runCli('restore', USAGE, main);
