import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Measurement } from './load.ts';

const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));

/** The machine a run was measured on: figures mean little without it. */
export function machine() {
  const cpus = os.cpus();
  return {
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    commit: gitCommit(),
    loadAverageBefore: loadAverage(),
  };
}

/** The 1-minute load average: other work on the machine lowers every figure. */
export const loadAverage = (): number => Number(os.loadavg()[0]!.toFixed(2));

/** A warning when other work already keeps the CPUs busy, so figures will be low and noisy. */
export function busyWarning(): string | undefined {
  const load = loadAverage();
  const cpus = os.cpus().length;
  return load > cpus / 2
    ? `  warning: load average ${load} on ${cpus} CPUs before starting: other work is running, figures will be low and noisy`
    : undefined;
}

function gitCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

/** The figures as a table, each row also as a share of the reference's throughput and a multiple of its p99. */
export function measurementTable(rows: readonly Measurement[], reference: Measurement): string {
  const header = [
    'target',
    'engine',
    'conn',
    'req/s',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'errors',
    'app CPU ms',
    'db CPU ms',
    'req/s vs bare',
    'p99 vs bare',
  ];
  const body = rows.map((row) => [
    row.target,
    row.engine,
    String(row.connections),
    String(row.requestsPerSecond),
    String(row.p50),
    String(row.p99),
    String(row.non2xx),
    String(row.errors),
    row.serverCpuMs.toFixed(2),
    row.databaseCpuMs === null ? '-' : row.databaseCpuMs.toFixed(2),
    `${((100 * row.requestsPerSecond) / reference.requestsPerSecond).toFixed(1)} %`,
    `${(row.p99 / Math.max(reference.p99, 1)).toFixed(1)} ×`,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => cells[column]!.length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...body.map(line)].join('\n');
}

/** Writes `bench/results/<suite>-<timestamp>.json` and answers its path. */
export async function writeResults(suite: string, results: unknown): Promise<string> {
  await mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${suite}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
