import { createHash } from 'node:crypto';
import { mkdir, open, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { extract } from 'tar-stream';
import {
  BACKUP_FORMAT,
  DATABASE_ENTRY,
  FILES_PREFIX,
  MANIFEST_ENTRY,
  sha256,
  type BackupManifest,
} from './backup-archive.ts';

/** Where `npm run restore` unpacks an archive and loads its database, before moving them into DATA_DIR. */
export const RESTORE_STAGING = 'restore-in-progress';

/** A backup that cannot be restored as it is: the operator's message, nothing left behind. */
export class RestoreRefused extends Error {}

export type UnpackedBackup = { manifest: BackupManifest; database: Blob };

const STORED_FILE = /^[0-9a-f]{2}\/[0-9a-f-]{36}$/;

/**
 * Unpacks an archive of `packBackup`: the files into `filesDir`, the database dump kept in memory
 * for the caller to load. Every byte is checked against the manifest (which comes last); on any
 * mismatch, unknown entry or missing file, whatever was written is removed and RestoreRefused
 * says why. `filesDir` must be empty or absent: a restore never mixes two firms' files.
 */
export async function unpackBackup(archive: Readable, filesDir: string): Promise<UnpackedBackup> {
  await refuseNonEmpty(filesDir);
  try {
    return await unpackInto(archive, filesDir);
  } catch (error) {
    await rm(filesDir, { recursive: true, force: true });
    // A cut or damaged archive fails in the tar or gzip reader: the operator's message all the same.
    if (error instanceof RestoreRefused || (error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    throw new RestoreRefused(`the archive is cut short or damaged (${firstLine(error)})`);
  }
}

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] || 'unreadable';

async function unpackInto(archive: Readable, filesDir: string): Promise<UnpackedBackup> {
  const written = new Map<string, { bytes: number; sha256: string }>();
  let database: Buffer | undefined;
  let manifest: BackupManifest | undefined;
  const entries = extract();
  const feeding = pipeline(archive, entries);
  // Handled at once: a cut archive fails the feeding while an entry is being read, and the entries'
  // loop then throws the same error (issue 45: it ended the process with a stack).
  feeding.catch(() => undefined);
  for await (const entry of entries) {
    const { name } = entry.header;
    if (name === DATABASE_ENTRY) database = await readAll(entry);
    else if (name === MANIFEST_ENTRY) manifest = parseManifest(await readAll(entry));
    else if (name.startsWith(FILES_PREFIX) && STORED_FILE.test(name.slice(FILES_PREFIX.length))) {
      const relative = name.slice(FILES_PREFIX.length);
      written.set(relative, await writeFile(entry, path.join(filesDir, relative)));
    } else throw new RestoreRefused(`the archive holds an entry no backup has: ${name}`);
  }
  await feeding;
  if (!manifest) throw new RestoreRefused('the archive has no manifest: it is cut short or not a backup');
  if (!database) throw new RestoreRefused('the archive has no database');
  if (database.length !== manifest.database.bytes || sha256(database) !== manifest.database.sha256)
    throw new RestoreRefused('the database in the archive does not match its checksum');
  for (const file of manifest.files) {
    const found = written.get(file.path);
    if (!found) throw new RestoreRefused(`the archive lacks the file ${file.path}`);
    if (found.bytes !== file.bytes || found.sha256 !== file.sha256)
      throw new RestoreRefused(`the file ${file.path} does not match its checksum`);
  }
  return { manifest, database: new Blob([new Uint8Array(database)]) };
}

async function refuseNonEmpty(dir: string): Promise<void> {
  const present = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (present.length > 0)
    throw new RestoreRefused(`${dir} is not empty: restore into an empty data directory`);
}

function parseManifest(content: Buffer): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(content.toString('utf8')) as BackupManifest;
  } catch {
    throw new RestoreRefused('the manifest is not JSON');
  }
  if (manifest.format !== BACKUP_FORMAT)
    throw new RestoreRefused(`backup format ${String(manifest.format)} is not one this release reads`);
  return manifest;
}

async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(asBytes(chunk));
  return Buffer.concat(chunks);
}

async function writeFile(
  content: AsyncIterable<unknown>,
  target: string,
): Promise<{ bytes: number; sha256: string }> {
  await mkdir(path.dirname(target), { recursive: true });
  const hash = createHash('sha256');
  let bytes = 0;
  const file = await open(target, 'wx', 0o600);
  try {
    for await (const piece of content) {
      const chunk = asBytes(piece);
      hash.update(chunk);
      bytes += chunk.length;
      await file.write(chunk);
    }
    await file.sync();
  } finally {
    await file.close();
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** tar-stream's entries yield Buffers; its types say only `unknown`. */
function asBytes(chunk: unknown): Buffer {
  if (!Buffer.isBuffer(chunk)) throw new RestoreRefused('the archive could not be read');
  return chunk;
}
