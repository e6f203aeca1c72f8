import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Database, type DatabaseTarget } from '../../db/database.ts';
import { createDatabase } from '../../test/scratch-database.ts';
import { openTestDatabase, testEngine } from '../../test/test-database.ts';
import { defineJob, type JobDefinition } from './job-queue.ts';

/** Polls until `check` holds, for at most `ms`. */
async function within(ms: number, check: () => boolean): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/** A database this file can open, close and open again: a folder for PGlite, a database on PostgreSQL. */
async function reopenableTarget(): Promise<{ target: DatabaseTarget; drop: () => Promise<void> }> {
  if (testEngine() === 'postgres') {
    const empty = await createDatabase(process.env.TEST_DATABASE_URL!);
    return { target: { kind: 'postgres', url: empty.url }, drop: empty.drop };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-jobs-'));
  return {
    target: { kind: 'pglite', dataDir },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
  JWT_SECRET: 'job-queue-secret-'.padEnd(40, 'x'),
});

/** A server on the database with the given jobs, its queue started. */
async function startServer(
  database: Database,
  ...jobs: JobDefinition[]
): Promise<{ app: FastifyInstance; stop: () => Promise<void> }> {
  const app = await buildApp({ config, database });
  app.jobs.define(...jobs);
  await app.jobs.start(app);
  return { app, stop: () => app.close() };
}

describe('the job queue', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('retries a job that failed, and runs it to the end', async () => {
    const { target, drop } = await reopenableTarget();
    const database = await openDatabase(target);
    cleanups.push(drop, () => database.close());
    const attempts: number[] = [];
    const flaky = defineJob<{ n: number }>({
      name: 'test-flaky',
      queue: { retryLimit: 2, retryDelay: 1 },
      async run(_app, job) {
        attempts.push(job.retryCount);
        if (job.retryCount === 0) throw new Error('the first attempt fails');
      },
    });
    const server = await startServer(database, flaky);
    cleanups.push(server.stop);
    await server.app.jobs.send(flaky, { n: 1 });
    expect(await within(15_000, () => attempts.length === 2)).toBe(true);
    expect(attempts).toEqual([0, 1]);
  });

  it('keeps a job across a restart: queued by one server, run by the next', async () => {
    const { target, drop } = await reopenableTarget();
    cleanups.push(drop);
    const ran: string[] = [];
    const later = defineJob<{ note: string }>({
      name: 'test-later',
      async run(_app, job) {
        ran.push(job.data.note);
      },
    });

    const first = await openDatabase(target);
    const before = await startServer(first, later);
    await before.app.jobs.send(
      later,
      { note: 'queued before the restart' },
      { startAfter: new Date(Date.now() + 3_000) },
    );
    await before.stop();
    await first.close();
    expect(ran).toEqual([]);

    const second = await openDatabase(target);
    const after = await startServer(second, later);
    cleanups.push(() => second.close(), after.stop);
    expect(await within(20_000, () => ran.length > 0)).toBe(true);
    expect(ran).toEqual(['queued before the restart']);
  });

  it.runIf(testEngine() === 'postgres')(
    'runs each job once while two servers work the same queue',
    async () => {
      const { target, drop } = await reopenableTarget();
      cleanups.push(drop);
      const runs: number[] = [];
      const counted = defineJob<{ n: number }>({
        name: 'test-once',
        async run(_app, job) {
          runs.push(job.data.n);
        },
      });
      const databases = await Promise.all([0, 1].map(() => openDatabase(target)));
      const servers = await Promise.all(databases.map((database) => startServer(database, counted)));
      cleanups.push(
        ...databases.map((database) => () => database.close()),
        ...servers.map((server) => server.stop),
      );
      for (let n = 0; n < 30; n += 1) await servers[n % 2]!.app.jobs.send(counted, { n });
      expect(await within(20_000, () => runs.length >= 30)).toBe(true);
      // A little longer: a job run twice would show up now.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect([...runs].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    },
  );

  it('refuses to enqueue before the queue is started, saying so', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ config, database });
    cleanups.push(
      () => database.close(),
      () => app.close(),
    );
    const job = defineJob<object>({ name: 'test-unstarted', run: async () => {} });
    await expect(app.jobs.send(job, {})).rejects.toThrow(/not started/);
  });

  it('runs a job declared to run at start once when the queue starts, before its first scheduled tick', async () => {
    const database = await openTestDatabase();
    let runs = 0;
    const job = defineJob<object>({
      name: 'test-at-start',
      cron: '0 0 1 1 *',
      atStart: true,
      run: async () => {
        runs += 1;
      },
    });
    const { stop } = await startServer(database, job);
    cleanups.push(
      () => database.close(),
      () => stop(),
    );
    expect(await within(10_000, () => runs === 1)).toBe(true);
  });
});
