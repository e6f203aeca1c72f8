import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  PgBoss,
  fromDrizzle,
  fromPglite,
  type ConstructorOptions,
  type DrizzleTransactionLike,
  type JobResult,
  type Queue,
} from 'pg-boss';
import type { Database, Tx } from '../../db/database.ts';
import { loggableError } from '../loggable-error.ts';

/** One attempt of a job, as its handler sees it. */
export type JobAttempt<T> = { id: string; data: T; retryCount: number; retryLimit: number };

/**
 * Background work, declared once by the area that owns it: its queue's retry policy, a cron line
 * (UTC) when it runs on a schedule, and what one attempt does. A handler that throws is retried
 * with the queue's back-off until `retryLimit`; it can tell its last attempt by `retryCount`.
 */
export type JobDefinition<T extends object = object> = {
  name: string;
  /** Its queue's retry policy, and its policy (`stately`: one run at a time, one waiting). */
  queue?: Omit<Queue, 'name'>;
  cron?: string;
  /** Also run once each time the queue starts: a scheduled job whose first tick may be hours away. */
  atStart?: boolean;
  // A method, not a function property: the queue holds jobs of every data type side by side.
  run(app: FastifyInstance, job: JobAttempt<T>): Promise<void>;
};

export function defineJob<T extends object>(definition: JobDefinition<T>): JobDefinition<T> {
  return definition;
}

export type SendOptions = {
  /** Enqueue inside this transaction: the job exists only if the transaction commits. */
  tx?: Tx;
  startAfter?: Date;
  /** At most one queued job per key (pg-boss's singleton key). */
  singletonKey?: string;
};

export class JobQueueNotStartedError extends Error {
  constructor(name: string) {
    super(`The job queue is not started: cannot enqueue ${name}.`);
  }
}

/**
 * Up to ten jobs per fetch, each settled on its own, fetching again at once while batches come back
 * full: a campaign's thousand mails go out in seconds, not one per poll.
 */
const WORK_OPTIONS = {
  pollingIntervalSeconds: 1,
  batchSize: 10,
  burstWhenBatchFull: true,
  includeMetadata: true,
  perJobResults: true,
} as const;

/**
 * The job queue (pg-boss) on the app's own database: PostgreSQL through its own small pool, PGlite
 * through the embedded instance. Jobs are rows, so they survive a restart; claiming them with
 * SKIP LOCKED runs each once, however many instances work the queue; a schedule fires once per
 * tick across instances. `start` is separate from building the app: the server starts the queue,
 * tests start it only where they test background work.
 */
export function createJobQueue(
  database: Database,
  log: FastifyBaseLogger,
  events: JobQueueEvents = { failed: () => {} },
) {
  const definitions = new Map<string, JobDefinition>();
  let boss: PgBoss | null = null;

  const connection: ConstructorOptions =
    database.connection.kind === 'postgres'
      ? { connectionString: database.connection.url, max: 4 }
      : { db: fromPglite(database.connection.client), backend: 'pglite' };

  return {
    define(...jobs: JobDefinition[]): void {
      for (const job of jobs) {
        if (definitions.has(job.name)) throw new Error(`Job ${job.name} is defined twice`);
        definitions.set(job.name, job);
      }
    },

    get started(): boolean {
      return boss !== null;
    },

    async start(app: FastifyInstance): Promise<void> {
      if (boss) return;
      const instance = new PgBoss({ ...connection, schema: 'pgboss', registerInstance: false });
      instance.on('error', (error) => log.error({ err: loggableError(error) }, 'job queue error'));
      await instance.start();
      for (const job of definitions.values()) {
        await instance.createQueue(job.name, job.queue);
        if (job.cron) await instance.schedule(job.name, job.cron);
        if (job.atStart) await instance.send(job.name, {});
        await instance.work(job.name, WORK_OPTIONS, async (batch) => {
          const results: JobResult[] = [];
          for (const { id, data, retryCount, retryLimit } of batch) {
            try {
              await job.run(app, { id, data: data ?? {}, retryCount, retryLimit });
              results.push({ id, status: 'completed' });
            } catch (error) {
              log.warn({ err: loggableError(error), job: { name: job.name, id, retryCount } }, 'job failed');
              events.failed(job.name);
              results.push({ id, status: 'failed', output: { message: String(error) } });
            }
          }
          return results;
        });
      }
      boss = instance;
    },

    async send<T extends object>(job: JobDefinition<T>, data: T, options: SendOptions = {}): Promise<void> {
      if (!boss) throw new JobQueueNotStartedError(job.name);
      const { tx, ...sendOptions } = options;
      // Drizzle's `execute` is typed as answering `unknown`; on both engines it answers `{ rows }`,
      // which is what pg-boss's adapter reads.
      const db = tx && fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);
      await boss.send(job.name, data, { ...sendOptions, ...(db && { db }) });
    },

    /** Each queue's jobs by state, from pg-boss's queue table (one small read); none before start. */
    async counts(): Promise<QueueCounts[]> {
      if (!boss) return [];
      const queues = await boss.getQueues();
      return queues.map((queue) => ({
        name: queue.name,
        queued: queue.queuedCount,
        active: queue.activeCount,
        deferred: queue.deferredCount,
        failed: queue.failedCount,
      }));
    },

    async stop(): Promise<void> {
      const instance = boss;
      boss = null;
      await instance?.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

/** A queue's jobs by state, as pg-boss keeps them (its monitor updates the counts every few seconds). */
export type QueueCounts = { name: string; queued: number; active: number; deferred: number; failed: number };

/** What the queue tells whoever watches it (the metrics): a job's attempt failed. */
export type JobQueueEvents = { failed: (queue: string) => void };

export type JobQueue = ReturnType<typeof createJobQueue>;
