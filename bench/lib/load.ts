import autocannon from 'autocannon';
import type { TargetCpu } from './target-protocol.ts';

/** One load run's figures: throughput, latency percentiles in milliseconds, failures. */
export type Measurement = {
  target: string;
  engine: string;
  url: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /**
   * CPU time per answered request, in ms, of the server process (PGlite included) and of the
   * PostgreSQL backends serving it (null for PGlite, or when they cannot be read). Unlike req/s,
   * these barely move when other work shares the machine.
   */
  serverCpuMs: number;
  databaseCpuMs: number | null;
};

export type LoadOptions = { connections: number; seconds: number; warmupSeconds: number };

/** The brief's load: 50 connections for 10 s, after a short unmeasured warm-up (JIT, caches, pool). */
export const DEFAULT_LOAD: LoadOptions = { connections: 50, seconds: 10, warmupSeconds: 2 };

/**
 * Loads one URL with autocannon and answers its figures. Bounded in time and per request, and
 * only ever aimed at the loopback address the target listens on.
 */
export async function measure(
  target: {
    name: string;
    engine: string;
    url: string;
    headers?: Record<string, string>;
    cpu: () => Promise<TargetCpu>;
  },
  options: LoadOptions = DEFAULT_LOAD,
): Promise<Measurement> {
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(target.url))
    throw new Error(`Refusing to load ${target.url}: loopback only`);
  const run = (duration: number) =>
    autocannon({
      url: target.url,
      connections: options.connections,
      duration,
      timeout: 10,
      headers: target.headers ?? {},
    });
  if (options.warmupSeconds > 0) {
    await run(options.warmupSeconds);
    // The warm-up leaves requests queued in the server; one more request answers only once
    // they are done, so the measured run does not inherit their backlog.
    await fetch(target.url, { headers: target.headers });
  }
  const before = await target.cpu();
  const result = await run(options.seconds);
  const after = await target.cpu();
  const perRequest = (micros: number) =>
    Number((micros / 1000 / Math.max(result.requests.total, 1)).toFixed(3));
  return {
    target: target.name,
    engine: target.engine,
    url: target.url,
    connections: options.connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    serverCpuMs: perRequest(after.micros - before.micros),
    databaseCpuMs:
      after.databaseMicros === null || before.databaseMicros === null
        ? null
        : perRequest(after.databaseMicros - before.databaseMicros),
  };
}
