import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_SECRETS_FILE } from '../config.ts';
import { openDatabase, queryRows } from '../db/database.ts';
import { backupEmbedded } from '../platform/backup/embedded-backup.ts';
import { RESTORE_STAGING } from '../platform/backup/restore-archive.ts';
import { testEngine } from '../test/test-database.ts';
import { useTempDirs } from '../test/temp-dirs.ts';

const RESTORE = fileURLToPath(new URL('./restore.ts', import.meta.url));
const STORED = '3f/3f2504e0-4f89-11d3-9a0c-0305e82c3301';
const CONTENT = Buffer.alloc(200_000, 7);

/** `npm run restore -- <archive>` into `dataDir`, as an operator runs it: its exit code and output. */
async function restore(dataDir: string, archive: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  for (const name of ['DATABASE_URL', 'FILES_DRIVER', 'INIT_CWD', 'NODE_OPTIONS']) delete env[name];
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [RESTORE, archive], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** What a data directory holds beside the signing secret that reading the settings makes. */
const contents = async (dataDir: string) =>
  (await readdir(dataDir).catch(() => [])).filter((name) => name !== EMBEDDED_SECRETS_FILE).sort();

// Issue 45, section 4: the embedded engine's restore (PostgreSQL's is pg_restore's).
describe.runIf(testEngine() === 'pglite')('npm run restore with an archive cut or damaged', () => {
  const tempDir = useTempDirs('restore');
  let good = '';
  let size = 0;

  beforeAll(async () => {
    const source = tempDir();
    const filesDir = path.join(source, 'files');
    await mkdir(path.join(filesDir, path.dirname(STORED)), { recursive: true });
    await writeFile(path.join(filesDir, STORED), CONTENT);
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(source, 'pglite') });
    try {
      await database.db.execute(sql`create table kept (v text)`);
      await database.db.execute(sql`insert into kept values ('written before the backup')`);
      if (database.connection.kind !== 'pglite') throw new Error('an embedded database was expected');
      good = path.join(tempDir(), 'atrium.backup');
      await pipeline(await backupEmbedded(database.connection.client, filesDir), createWriteStream(good));
    } finally {
      await database.close();
    }
    size = (await stat(good)).size;
  });

  /** The archive's first `bytes` bytes, or its bytes with one flipped at `at`. */
  async function damaged(name: string, change: (bytes: Buffer) => Buffer): Promise<string> {
    const file = path.join(tempDir(), name);
    await writeFile(file, change(await readFile(good)));
    return file;
  }

  it('refuses it in one line with exit code 1 at every cut, leaves DATA_DIR empty, and a retry with the good archive succeeds', async () => {
    const dataDir = tempDir();
    // In a tar header, in the stored file, in the database dump, in the manifest (last, before the end blocks).
    const cuts = [100, 700, Math.floor(size / 2), size - 1024 - 200];
    const flipped = Math.floor(size / 3);
    const archives = [
      ...(await Promise.all(cuts.map((at) => damaged(`cut-${at}.backup`, (bytes) => bytes.subarray(0, at))))),
      await damaged('flipped.backup', (bytes) => {
        const copy = Buffer.from(bytes);
        copy[flipped] = copy[flipped]! ^ 0xff;
        return copy;
      }),
    ];
    for (const archive of archives) {
      const { code, stdout, stderr } = await restore(dataDir, archive);
      expect({ archive: path.basename(archive), code }).toEqual({ archive: path.basename(archive), code: 1 });
      expect(stdout).toBe('');
      expect(stderr).toMatch(/^restore: .+\n$/);
      expect(stderr).toMatch(/cut short|damaged|does not match|no manifest|no database/);
      expect(stderr).not.toMatch(/\n\s+at /);
      expect(await contents(dataDir)).toEqual([]);
    }

    const retried = await restore(dataDir, good);
    expect(retried).toMatchObject({ code: 0, stderr: '' });
    expect(await contents(dataDir)).toEqual(['files', 'pglite']);
    expect(await readFile(path.join(dataDir, 'files', STORED))).toEqual(CONTENT);
    const restored = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      expect(await queryRows(restored.db, sql`select v from kept`)).toEqual([
        { v: 'written before the backup' },
      ]);
    } finally {
      await restored.close();
    }
    // Six restores, each a node process of its own: on a busy 2-core machine, well over 30 s.
  }, 180_000);

  it('clears what a restore killed midway left in restore-in-progress, then restores', async () => {
    const dataDir = tempDir();
    await mkdir(path.join(dataDir, RESTORE_STAGING, 'files'), { recursive: true });
    await writeFile(path.join(dataDir, RESTORE_STAGING, 'files', 'half.part'), 'half');
    expect(await restore(dataDir, good)).toMatchObject({ code: 0 });
    expect(await contents(dataDir)).toEqual(['files', 'pglite']);
  });
});
