import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { pack, type Pack } from 'tar-stream';

/** The archive's layout version: a restore refuses a layout it does not know. */
export const BACKUP_FORMAT = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_ENTRY = 'database.tar.gz';
export const FILES_PREFIX = 'files/';

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** The newest migration the database had: what a restore's first start continues from. */
  schema: string;
  database: { entry: typeof DATABASE_ENTRY; bytes: number; sha256: string };
  /** Every stored file, by its path under the files folder. */
  files: { path: string; bytes: number; sha256: string }[];
};

export type BackupSource = {
  /** The embedded database's data directory, as PGlite dumps it (gzipped tar). */
  database: Blob;
  schema: string;
  /** The files folder (`DATA_DIR/files`), or undefined when files live in a bucket. */
  filesDir: string | undefined;
};

/**
 * One tar archive of a database dump and the stored files, the manifest last (its checksums are
 * those of the bytes written, so they are known only at the end). The database is dumped before
 * the files are read: a file deleted in between is still kept 24 hours by the store, so every
 * file the dump lists is in the archive. The folder of unfinished uploads is left out.
 */
export function packBackup(source: BackupSource, now = new Date()): Readable {
  const archive = pack();
  void writeEntries(archive, source, now).then(
    () => archive.finalize(),
    (error: unknown) => archive.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return archive as unknown as Readable;
}

async function writeEntries(archive: Pack, source: BackupSource, now: Date): Promise<void> {
  const database = Buffer.from(await source.database.arrayBuffer());
  await addBuffer(archive, DATABASE_ENTRY, database, now);
  const files: BackupManifest['files'] = [];
  if (source.filesDir) {
    for (const relative of await storedFiles(source.filesDir)) {
      files.push({ path: relative, ...(await addFile(archive, source.filesDir, relative)) });
    }
  }
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: now.toISOString(),
    schema: source.schema,
    database: { entry: DATABASE_ENTRY, bytes: database.length, sha256: sha256(database) },
    files,
  };
  await addBuffer(archive, MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), now);
}

/** The files under `dir` as `ab/<key>` paths, sorted; the store's `tmp` folder is not a file. */
async function storedFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return found;
    throw error;
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (!relative.startsWith('tmp/')) found.push(relative);
  }
  return found.sort();
}

function addBuffer(archive: Pack, name: string, content: Buffer, mtime: Date): Promise<void> {
  return new Promise((resolve, reject) => {
    archive.entry({ name, size: content.length, mtime, mode: 0o600 }, content, (error) =>
      error ? reject(error) : resolve(),
    );
  });
}

/** Streams one stored file into the archive, hashing what it writes. */
async function addFile(
  archive: Pack,
  dir: string,
  relative: string,
): Promise<{ bytes: number; sha256: string }> {
  const file = path.join(dir, relative);
  const { size, mtime } = await stat(file);
  const hash = createHash('sha256');
  let bytes = 0;
  const source = createReadStream(file);
  source.on('data', (chunk: Buffer | string) => {
    hash.update(chunk);
    bytes += Buffer.byteLength(chunk);
  });
  // A stored file never changes (its name is its blob id), so the size read first is its size.
  await pipeline(source, archive.entry({ name: `${FILES_PREFIX}${relative}`, size, mtime, mode: 0o600 }));
  return { bytes, sha256: hash.digest('hex') };
}

export function sha256(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}
