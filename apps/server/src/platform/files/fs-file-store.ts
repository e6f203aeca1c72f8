import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { StoredFileMissing, type FileStore } from './file-store.ts';

const KEY = /^[0-9a-f-]{36}$/;

/**
 * Files on disk under `dir`, named by their blob id and spread over 256 folders (`ab/abcd…`) so
 * no folder grows huge. A write goes to `dir/tmp` first, is flushed to disk, then renamed into
 * place (atomic on one file system), so a reader never sees half a file and a crash leaves at
 * most a temporary file, which `sweepLeftovers` removes.
 */
export function createFsFileStore(dir: string): FileStore {
  const tmpDir = path.join(dir, 'tmp');
  const fileOf = (key: string) => {
    // Keys are blob ids; anything else could walk out of the folder.
    if (!KEY.test(key)) throw new Error(`not a file key: ${key}`);
    return path.join(dir, key.slice(0, 2), key);
  };

  return {
    async write(key, source) {
      const target = fileOf(key);
      await mkdir(tmpDir, { recursive: true });
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = path.join(tmpDir, `${key}.${randomUUID()}.part`);
      try {
        // `flush` syncs the data to disk before the file is closed.
        await pipeline(source, createWriteStream(temporary, { flags: 'wx', mode: 0o600, flush: true }));
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        source.destroy();
        throw error;
      }
      await syncFolder(path.dirname(target));
    },

    async read(key, range) {
      const stream = createReadStream(fileOf(key), range && { start: range.start, end: range.end });
      // Surface a missing file here rather than as a broken response.
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', (error: NodeJS.ErrnoException) =>
          reject(error.code === 'ENOENT' ? new StoredFileMissing(key) : error),
        );
      });
      return stream;
    },

    async exists(key) {
      return stat(fileOf(key)).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return false;
          throw error;
        },
      );
    },

    async remove(key) {
      await rm(fileOf(key), { force: true });
    },

    /** Temporary files older than a day are leftovers of a crash (another instance may be writing newer ones). */
    async sweepLeftovers() {
      const names = await readdir(tmpDir).catch(() => []);
      const dayAgo = Date.now() - 86_400_000;
      for (const name of names) {
        const file = path.join(tmpDir, name);
        const info = await stat(file).catch(() => undefined);
        if (info && info.mtimeMs < dayAgo) await rm(file, { force: true });
      }
    },
  };
}

/** The rename is durable once the folder holding the new name is flushed too. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
