import type { ChildProcess } from 'node:child_process';
import { readdirSync, rmSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { useTempDirs } from '../test/temp-dirs.ts';
import { testEngine } from '../test/test-database.ts';
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
