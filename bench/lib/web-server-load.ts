import { readFileSync } from 'node:fs';
import { loadAverage } from './report.ts';

/**
 * Pages of /home read one after the other, after a few to warm up, for the CPU per page: each
 * started PAGE_EVERY_MS after the last, within a person's render budget (2 a second), so that the
 * server draws each of them.
 */
const SEQUENTIAL_PAGES = 20;
const WARM_UP_PAGES = 3;
const PAGE_EVERY_MS = 600;
/** One person reloading /home on this many connections, each as soon as the last answer came. */
const CONNECTIONS = 4;
const LOOP_MS = 10_000;
/** A request of /api/health as often as this, beside the loop, each timed. */
const HEALTH_EVERY_MS = 20;
/** Issue 46's targets for the server row. */
export const SERVER_TARGETS = { cpuMsPerPage: 50, healthP99Ms: 50, healthMaxMs: 250 } as const;

export type ServerLoad = {
  /** The 1-minute load average as the row started. */
  load: number;
  /** The server process's CPU (all its threads: the API's loop and the render workers) per /home. */
  cpuMsPerPage: number;
  /** Of the sequential pages, those the server drew (the others were left to the browser). */
  drawnSequential: number;
  pagesInLoop: number;
  drawnInLoop: number;
  health: { p50: number; p99: number; max: number; count: number };
};

/**
 * The server row of `npm run bench -- web` (issue 46): what a page drawn on the server costs the
 * server, and what the API's other callers feel while one person reloads /home in a tight loop.
 */
export async function measureServerLoad(base: string, cookie: string, pid: number): Promise<ServerLoad> {
  const load = loadAverage();
  const home = () => fetch(`${base}/home`, { headers: { cookie } }).then((answer) => answer.text());
  const paced = async () => {
    const next = sleep(PAGE_EVERY_MS);
    const drawn = isServerDrawn(await home());
    await next;
    return drawn;
  };
  for (let n = 0; n < WARM_UP_PAGES; n++) await paced();
  await sleep(2_000);
  const before = cpuMsOf(pid);
  let drawnSequential = 0;
  for (let n = 0; n < SEQUENTIAL_PAGES; n++) if (await paced()) drawnSequential += 1;
  // The server's CPU over these pages, idle waits included (a few ms), per page.
  const cpuMsPerPage = (cpuMsOf(pid) - before) / SEQUENTIAL_PAGES;

  const end = Date.now() + LOOP_MS;
  let pagesInLoop = 0;
  let drawnInLoop = 0;
  const reloading = Array.from({ length: CONNECTIONS }, async () => {
    while (Date.now() < end) {
      const body = await home();
      pagesInLoop += 1;
      if (isServerDrawn(body)) drawnInLoop += 1;
    }
  });
  const latencies: number[] = [];
  const watching = (async () => {
    while (Date.now() < end) {
      const started = performance.now();
      await fetch(`${base}/api/health`).then((answer) => answer.arrayBuffer());
      latencies.push(performance.now() - started);
      await sleep(HEALTH_EVERY_MS);
    }
  })();
  await Promise.all([...reloading, watching]);
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))]!;
  return {
    load,
    cpuMsPerPage,
    drawnSequential,
    pagesInLoop,
    drawnInLoop,
    health: { p50: at(0.5), p99: at(0.99), max: latencies.at(-1)!, count: latencies.length },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isServerDrawn = (html: string) => html.includes('id="atrium-state"');

/** User and system CPU of a process and all its threads, in ms (Linux: /proc/<pid>/stat). */
function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are the 14th and 15th fields, the 12th and 13th after the name; in clock ticks (100/s).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

export function serverLoadTable(row: ServerLoad | undefined): string {
  if (!row) return 'Server: not measured (--pages=server)';
  const ms = (value: number, target: number) => `${Math.round(value)} ms${value <= target ? '' : ' ✗'}`;
  return [
    `Server: /home drawn for one signed-in person, ${SEQUENTIAL_PAGES} pages one after the other, one every ${PAGE_EVERY_MS} ms; then that person reloads /home on ${CONNECTIONS} connections in a tight loop for ${LOOP_MS / 1000} s while /api/health is timed every ${HEALTH_EVERY_MS} ms`,
    '',
    `| load | server CPU per home page (≤ ${SERVER_TARGETS.cpuMsPerPage} ms) | drawn by the server | pages in the loop (drawn by the server) | /api/health p50 | p99 (≤ ${SERVER_TARGETS.healthP99Ms} ms) | max (≤ ${SERVER_TARGETS.healthMaxMs} ms) |`,
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${row.load} | ${ms(row.cpuMsPerPage, SERVER_TARGETS.cpuMsPerPage)} | ${row.drawnSequential}/${SEQUENTIAL_PAGES} | ${row.pagesInLoop} (${row.drawnInLoop}) | ${Math.round(row.health.p50)} ms | ${ms(row.health.p99, SERVER_TARGETS.healthP99Ms)} | ${ms(row.health.max, SERVER_TARGETS.healthMaxMs)} |`,
  ].join('\n');
}
