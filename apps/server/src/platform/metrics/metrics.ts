import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { queryRows, type Database } from '../../db/database.ts';
import type { QueueCounts } from '../jobs/job-queue.ts';
import { cachedFor } from './cached-for.ts';

/** How long a reading that queries the database is kept between scrapes. */
const READING_MS = 5_000;

/** Request durations in seconds: from a cached read (a few ms) to a large export (seconds). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Atrium's Prometheus metrics, on a registry of the app's own (tests build many apps in one
 * process). What the areas report goes through the small functions returned here, so none of them
 * depends on prom-client; what is read from the database is read at scrape time, at most every
 * few seconds (`cachedFor`), never per request.
 */
export function createMetrics(database: Database) {
  const registry = new Registry();
  // Process metrics: CPU, memory, GC, and the event-loop delay (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'atrium_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern (never the raw URL) and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });

  const signInFailures = new Counter({
    name: 'atrium_sign_in_failures_total',
    help: 'Password checks that failed (sign-in, or the current password when changing it).',
    registers: [registry],
  });
  const signInThrottled = new Counter({
    name: 'atrium_sign_in_throttled_total',
    help: 'Sign-in attempts refused with 429 because of earlier failures.',
    registers: [registry],
  });

  const jobFailures = new Counter({
    name: 'atrium_job_failures_total',
    help: 'Job attempts that failed on this instance, by queue (each retry counts).',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  let readQueues: (() => Promise<QueueCounts[]>) | undefined;
  new Gauge({
    name: 'atrium_job_queue_jobs',
    help: 'Jobs stored per queue and state (queued includes deferred; failed: kept after their last attempt).',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const queue of (await readQueues?.()) ?? []) {
        for (const state of ['queued', 'active', 'deferred', 'failed'] as const) {
          this.set({ queue: queue.name, state }, queue[state]);
        }
      }
    },
  });

  const readOutbox = cachedFor(READING_MS, async () => {
    const [row] = await queryRows<{ pending: number; failed: number }>(
      database.db,
      sql`select count(*) filter (where sent_at is null and failed_at is null)::int as pending,
                 count(*) filter (where failed_at is not null)::int as failed
          from mail_outbox where sent_at is null`,
    );
    return row ?? { pending: 0, failed: 0 };
  });
  new Gauge({
    name: 'atrium_mail_outbox_mails',
    help: 'Mails not sent: pending (waiting or being retried) and failed (after their last attempt).',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const { pending, failed } = await readOutbox();
      this.set({ state: 'pending' }, pending);
      this.set({ state: 'failed' }, failed);
    },
  });

  const pageRenders = new Counter({
    name: 'atrium_page_renders_total',
    help: 'Page requests the server offered to draw, by outcome: drawn, browserOnly, signedOut (left to the browser by the renderer), overBudget (the person past their share), busy (queue full or not taken in time), late, failed.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const pageRenderCpu = new Histogram({
    name: 'atrium_page_render_cpu_seconds',
    help: 'CPU a page render took on its render thread.',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  });

  const pool = database.poolStats;
  if (pool) {
    // PostgreSQL only: PGlite is one connection inside the process, with no pool to run out of.
    new Gauge({
      name: 'atrium_db_pool_connections',
      help: 'The PostgreSQL pool: connections open (total), idle, and queries waiting for one; max is its size.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = pool();
        for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, stats[state]);
      },
    });
  }

  return {
    registry,
    /** Records an answered request; `route` is the matched pattern, absent when no route matched. */
    requestAnswered(method: string, route: string | undefined, status: number, seconds: number): void {
      requestDuration.observe({ method, route: route ?? 'unmatched', status_code: String(status) }, seconds);
    },
    signIn: {
      failed: () => signInFailures.inc(),
      throttled: () => signInThrottled.inc(),
    },
    jobFailed: (queue: string) => jobFailures.inc({ queue }),
    /** A page request the server offered to draw (server-render.ts), and the CPU its render took. */
    pageRendered(outcome: string, cpuSeconds?: number): void {
      pageRenders.inc({ outcome });
      if (cpuSeconds !== undefined) pageRenderCpu.observe(cpuSeconds);
    },
    /** Where the queues' depths are read from, once the job queue exists; cached like the outbox. */
    watchQueues(read: () => Promise<QueueCounts[]>): void {
      readQueues = cachedFor(READING_MS, read);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
