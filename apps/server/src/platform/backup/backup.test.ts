import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { extract, pack } from 'tar-stream';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../db/database.ts';
import { testEngine } from '../../test/test-database.ts';
import { useTempDirs } from '../../test/temp-dirs.ts';
import { MANIFEST_ENTRY } from './backup-archive.ts';
import { requestBackup, serveBackups } from './backup-socket.ts';
import { backupEmbedded } from './embedded-backup.ts';
import { RestoreRefused, unpackBackup } from './restore-archive.ts';

const PICTURE = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const DECK = Buffer.alloc(300_000, 7);
const PICTURE_PATH = '3f/3f2504e0-4f89-11d3-9a0c-0305e82c3301';
const DECK_PATH = 'a1/a1b2c3d4-0000-4000-8000-000000000001';
const silent = { info: () => {}, error: () => {} };

// The embedded database's own backup; PostgreSQL's is pg_dump's (README, Backups).
describe.runIf(testEngine() === 'pglite')('a backup of a running embedded server', () => {
  const tempDir = useTempDirs('backup');
  const opened: { close: () => unknown }[] = [];
  afterEach(async () => {
    for (const each of opened.splice(0).reverse()) await each.close();
  });

  /** A data directory as a running server holds it: a database with a record, two stored files. */
  async function runningServer() {
    const dataDir = tempDir();
    const filesDir = path.join(dataDir, 'files');
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    opened.push(database);
    await database.db.execute(sql`create table kept (v text)`);
    await database.db.execute(sql`insert into kept values ('written before the backup')`);
    for (const [relative, content] of [
      [PICTURE_PATH, PICTURE],
      [DECK_PATH, DECK],
    ] as const) {
      await mkdir(path.join(filesDir, path.dirname(relative)), { recursive: true });
      await writeFile(path.join(filesDir, relative), content);
    }
    // An upload cut short by a crash: not a file of the firm's.
    await mkdir(path.join(filesDir, 'tmp'), { recursive: true });
    await writeFile(path.join(filesDir, 'tmp', 'half.part'), 'half');
    const client = clientOf(database);
    const server = await serveBackups(dataDir, () => backupEmbedded(client, filesDir), silent);
    opened.push({ close: () => closeServer(server) });
    return { dataDir, database };
  }

  async function takeBackup(dataDir: string): Promise<string> {
    const archive = await requestBackup(dataDir);
    if (!archive) throw new Error('no server answered');
    const file = path.join(tempDir(), 'atrium.backup');
    await pipeline(archive, createWriteStream(file));
    return file;
  }

  it('restores, into an empty data directory, every record and every file byte for byte', async () => {
    const { dataDir } = await runningServer();
    const file = await takeBackup(dataDir);

    const target = tempDir();
    const { manifest, database } = await unpackBackup(createReadStream(file), path.join(target, 'files'));
    expect(manifest).toMatchObject({
      format: 1,
      schema: expect.stringMatching(/^\d{4}_/) as unknown,
      files: [
        { path: PICTURE_PATH, bytes: PICTURE.length },
        { path: DECK_PATH, bytes: DECK.length },
      ],
    });
    const restored = await openDatabase({
      kind: 'pglite',
      dataDir: path.join(target, 'pglite'),
      from: database,
    });
    opened.push(restored);
    expect(await queryRows(restored.db, sql`select v from kept`)).toEqual([
      { v: 'written before the backup' },
    ]);
    expect(await readFile(path.join(target, 'files', PICTURE_PATH))).toEqual(PICTURE);
    expect(await readFile(path.join(target, 'files', DECK_PATH))).toEqual(DECK);
    expect(await readdir(path.join(target, 'files'))).not.toContain('tmp');
  });

  it('goes on serving while the backup is taken, and writes after it are not in it', async () => {
    const { dataDir, database } = await runningServer();
    const file = await takeBackup(dataDir);
    await database.db.execute(sql`insert into kept values ('written after the backup')`);
    expect(await queryRows(database.db, sql`select count(*)::int as n from kept`)).toEqual([{ n: 2 }]);

    const target = tempDir();
    const { database: dump } = await unpackBackup(createReadStream(file), path.join(target, 'files'));
    const restored = await openDatabase({ kind: 'pglite', dataDir: path.join(target, 'pglite'), from: dump });
    opened.push(restored);
    expect(await queryRows(restored.db, sql`select v from kept`)).toEqual([
      { v: 'written before the backup' },
    ]);
  });

  it('refuses an archive whose file does not match its checksum, and leaves nothing behind', async () => {
    const { dataDir } = await runningServer();
    const tampered = await rewrite(await takeBackup(dataDir), (name, content) =>
      name === `files/${PICTURE_PATH}` ? Buffer.from(content.map((byte) => byte ^ 1)) : content,
    );
    const filesDir = path.join(tempDir(), 'files');
    await expect(unpackBackup(createReadStream(tampered), filesDir)).rejects.toThrow(
      new RestoreRefused(`the file ${PICTURE_PATH} does not match its checksum`),
    );
    await expect(readdir(filesDir)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses an archive cut short (no manifest) and a data directory that is not empty', async () => {
    const { dataDir } = await runningServer();
    const file = await takeBackup(dataDir);
    const cut = await rewrite(file, (name, content) => (name === MANIFEST_ENTRY ? undefined : content));
    await expect(unpackBackup(createReadStream(cut), path.join(tempDir(), 'files'))).rejects.toThrow(
      /no manifest/,
    );

    const occupied = tempDir();
    await writeFile(path.join(occupied, 'someone-else.txt'), 'keep me');
    await expect(unpackBackup(createReadStream(file), occupied)).rejects.toThrow(/not empty/);
    expect(await readFile(path.join(occupied, 'someone-else.txt'), 'utf8')).toBe('keep me');
  });
});

function clientOf(database: Database) {
  if (database.connection.kind !== 'pglite') throw new Error('an embedded database was expected');
  return database.connection.client;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/** A copy of an archive with each entry passed through `change` (undefined drops it). */
async function rewrite(
  file: string,
  change: (name: string, content: Buffer) => Buffer | undefined,
): Promise<string> {
  const entries: { name: string; content: Buffer }[] = [];
  const reading = extract();
  const feeding = pipeline(createReadStream(file), reading);
  for await (const entry of reading) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    const content = change(entry.header.name, Buffer.concat(chunks));
    if (content) entries.push({ name: entry.header.name, content });
  }
  await feeding;
  const writing = pack();
  for (const { name, content } of entries) writing.entry({ name }, content);
  writing.finalize();
  const copy = `${file}.changed`;
  await pipeline(Readable.from(writing), createWriteStream(copy));
  return copy;
}
