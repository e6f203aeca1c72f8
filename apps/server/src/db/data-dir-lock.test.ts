import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { useTempDirs } from '../test/temp-dirs.ts';
import { testEngine } from '../test/test-database.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { exited, startHolder } from './testing/child-process.ts';

// Child processes on the embedded engine; the PostgreSQL project has nothing to add, so it runs once.
describe.skipIf(testEngine() === 'postgres')('data directory lock across processes', () => {
  const root = useTempDirs('lock')();
  const children: ChildProcess[] = [];
  let dirs = 0;
  const freshDataDir = () => path.join(root, `data-${(dirs += 1)}`, 'pglite');
  const hold = async (dataDir: string) => {
    const holder = await startHolder(dataDir);
    children.push(holder.child);
    return holder;
  };
  /** The lock files beside the data directory, whatever their name. */
  const lockFiles = (dataDir: string) =>
    readdirSync(path.dirname(dataDir))
      .filter((name) => name.startsWith(`${path.basename(dataDir)}.lock`))
      .map((name) => path.join(path.dirname(dataDir), name));

  afterEach(async () => {
    for (const child of children.splice(0)) {
      child.kill('SIGCONT');
      child.kill('SIGKILL');
      await exited(child);
    }
  });

  it('starts again at once after kill -9, 20 times in a row, keeping every start', async () => {
    const dataDir = freshDataDir();
    for (let start = 1; start <= 20; start += 1) {
      const { child, line } = await hold(dataDir);
      expect(line).toBe(`ready ${start}`);
      child.kill('SIGKILL');
      await exited(child);
    }
  }, 180_000);

  it('refuses a second start while the first is frozen, however old its lock looks', async () => {
    const dataDir = freshDataDir();
    const first = await hold(dataDir);
    expect(first.line).toBe('ready 1');
    first.child.kill('SIGSTOP');
    // Frozen for ten minutes, as far as file times can tell.
    const longAgo = new Date(Date.now() - 600_000);
    for (const file of lockFiles(dataDir)) utimesSync(file, longAgo, longAgo);

    const second = await hold(dataDir);
    expect(second.line).toMatch(
      /^failed The data directory .* is in use by another Atrium process \(process \d+/,
    );
    expect(await exited(second.child)).toBe(1);

    first.child.kill('SIGCONT');
    first.child.kill('SIGKILL');
    await exited(first.child);
    expect((await hold(dataDir)).line).toBe('ready 2');
  }, 60_000);

  it('stops a process whose lock was taken from it', async () => {
    const dataDir = freshDataDir();
    const { child, line } = await hold(dataDir);
    expect(line).toBe('ready 1');
    for (const file of lockFiles(dataDir)) rmSync(file, { recursive: true, force: true });
    expect(await exited(child)).toBe(1);
  }, 30_000);
});

// The lock of releases before this one (proper-lockfile): a directory `DATA_DIR/pglite.lock`.
describe.skipIf(testEngine() === 'postgres')('data directory lock of an earlier release', () => {
  const root = useTempDirs('legacy-lock');
  const dataDirIn = () => path.join(root(), 'pglite');
  const notLost = () => {
    throw new Error('lock lost');
  };

  it('refuses a data directory an earlier release holds, and leaves no lock of its own', () => {
    const dataDir = dataDirIn();
    mkdirSync(`${dataDir}.lock`, { recursive: true });
    expect(() => lockDataDir(dataDir, notLost)).toThrow(
      /is in use by an earlier Atrium release \(its lock .*pglite\.lock was refreshed/,
    );
    expect(existsSync(`${dataDir}.lock.json`)).toBe(false);
    expect(readdirSync(`${dataDir}.lock`)).toEqual([]);
  });

  it('takes over an earlier release’s lock abandoned for more than a minute', () => {
    const dataDir = dataDirIn();
    mkdirSync(`${dataDir}.lock`, { recursive: true });
    const longAgo = new Date(Date.now() - 120_000);
    utimesSync(`${dataDir}.lock`, longAgo, longAgo);
    const lock = lockDataDir(dataDir, notLost);
    lock.release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('holds the earlier release’s lock too, fresh, so that release refuses to start beside it', () => {
    const dataDir = dataDirIn();
    const lock = lockDataDir(dataDir, notLost);
    expect(statSync(`${dataDir}.lock`).isDirectory()).toBe(true);
    expect(Date.now() - statSync(`${dataDir}.lock`).mtimeMs).toBeLessThan(5_000);
    lock.release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    expect(existsSync(`${dataDir}.lock.json`)).toBe(false);
  });
});
