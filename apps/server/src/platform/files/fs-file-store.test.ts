import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createFsFileStore } from './fs-file-store.ts';
import { StoredFileMissing } from './file-store.ts';

const KEY = '0b5d7a2e-0000-4000-8000-000000000001';

describe('the filesystem file store', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-fs-store-'));
  const store = createFsFileStore(dir);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes through a temporary file into place, and reads it back whole or by range', async () => {
    await store.write(KEY, Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(readdirSync(path.join(dir, 'tmp'))).toEqual([]);
    expect((await buffer(await store.read(KEY))).toString()).toBe('hello world');
    expect((await buffer(await store.read(KEY, { start: 6, end: 10 }))).toString()).toBe('world');
  });

  it('leaves neither the file nor a temporary one when the source fails', async () => {
    const key = '0b5d7a2e-0000-4000-8000-000000000002';
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(store.write(key, failing)).rejects.toThrow('connection lost');
    expect(readdirSync(path.join(dir, 'tmp'))).toEqual([]);
    await expect(store.read(key)).rejects.toBeInstanceOf(StoredFileMissing);
    expect(await store.exists(key)).toBe(false);
  });

  it('refuses keys that are not blob ids, so none can reach outside its folder', async () => {
    await expect(store.write('../../etc/passwd', Readable.from([Buffer.from('x')]))).rejects.toThrow();
    await expect(store.remove('../secrets.json')).rejects.toThrow();
  });

  it('sweeps temporary files a crash left over a day ago, not those of writes under way', async () => {
    mkdirSync(path.join(dir, 'tmp'), { recursive: true });
    const old = path.join(dir, 'tmp', 'old.part');
    const fresh = path.join(dir, 'tmp', 'fresh.part');
    writeFileSync(old, 'x');
    writeFileSync(fresh, 'x');
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    utimesSync(old, twoDaysAgo, twoDaysAgo);
    await store.sweepLeftovers();
    expect(readdirSync(path.join(dir, 'tmp'))).toEqual(['fresh.part']);
  });
});
