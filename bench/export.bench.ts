import { EXPORT_FORMATS, type ExportFormat } from '@atrium/contract';
import { availableEngines, type Engine } from './lib/bench-database.ts';
import { busyWarning, loadAverage, machine, writeResults } from './lib/report.ts';
import { signIn } from './lib/sign-in.ts';
import { startTarget, type RunningTarget } from './lib/target-process.ts';

/** The figure: 100,000 people to CSV with flat memory, in under 10 s on PostgreSQL. */
const PEOPLE = 100_000;
const SEED = 2026;
const PASSWORD = 'bench-password';
const GOAL_SECONDS = 10;
const EXPORT = '/api/c13s/v2/cv_library/users/export';

const say = (line: string) => process.stdout.write(`${line}\n`);

type Run = {
  engine: Engine;
  format: ExportFormat;
  rows: number;
  megabytes: number;
  seconds: number;
  firstByteMs: number;
  rssPeakMb: number;
  rssGrowthMb: number;
  stallMaxMs: number;
};

/**
 * Downloads the whole export as a browser would, keeping nothing but the count of bytes (and of
 * lines, for CSV), while the server samples its own resident memory every 20 ms.
 */
async function exportOnce(
  app: RunningTarget,
  engine: Engine,
  format: ExportFormat,
  cookie: string,
): Promise<Run> {
  app.watch();
  const started = performance.now();
  const response = await fetch(`${app.baseUrl}${EXPORT}?format=${format}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`The export answered ${response.status}: ${await response.text()}`);
  const firstByteMs = Math.round(performance.now() - started);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body ?? []) {
    const data = chunk as Uint8Array;
    bytes += data.length;
    // indexOf, not a loop over every byte: the benchmark must not take the server's CPU.
    if (format === 'csv')
      for (let at = data.indexOf(0x0a); at !== -1; at = data.indexOf(0x0a, at + 1)) lines += 1;
  }
  const seconds = Number(((performance.now() - started) / 1000).toFixed(2));
  const watched = await app.watched();
  const total = Number(response.headers.get('x-total-count'));
  // The heading line is not a row; an Excel file is a zip, whose rows the count header gives.
  const rows = format === 'csv' ? lines - 1 : total;
  if (rows !== total) throw new Error(`${format}: ${rows} rows sent, ${total} announced`);
  return {
    engine,
    format,
    rows,
    megabytes: Number((bytes / 2 ** 20).toFixed(1)),
    seconds,
    firstByteMs,
    rssPeakMb: watched.rssPeakMb,
    rssGrowthMb: watched.rssGrowthMb,
    stallMaxMs: watched.stallMaxMs,
  };
}

async function measureEngine(engine: Engine): Promise<Run[]> {
  say(`  ${engine}: seeding ${PEOPLE.toLocaleString('en')} people and starting the app…`);
  const app = await startTarget({
    target: 'app',
    engine,
    people: PEOPLE,
    seed: SEED,
    password: PASSWORD,
    searchFor: 'React',
  });
  try {
    const cookie = await signIn(app.baseUrl, app.firm!.login, PASSWORD);
    const runs: Run[] = [];
    for (const format of EXPORT_FORMATS) {
      const run = await exportOnce(app, engine, format, cookie);
      say(
        `  ${engine} ${format.padEnd(4)} ${run.rows.toLocaleString('en')} rows, ${run.megabytes} MB in ${run.seconds} s ` +
          `(first byte ${run.firstByteMs} ms), server RSS peak ${run.rssPeakMb} MB (+${run.rssGrowthMb} MB), ` +
          `loop stall max ${run.stallMaxMs} ms`,
      );
      runs.push(run);
    }
    return runs;
  } finally {
    await app.stop();
  }
}

/**
 * `npm run bench -- export`: Who's who's export of a 100,000-person firm, through the real route of
 * the real server in its own process, as CSV then as Excel, on each available engine.
 */
export async function run(): Promise<void> {
  say(`Export: ${PEOPLE.toLocaleString('en')} people, load average ${loadAverage()}`);
  const warning = busyWarning();
  if (warning) say(warning);
  const runs: Run[] = [];
  for (const engine of availableEngines()) runs.push(...(await measureEngine(engine)));
  const csv = runs.find((run) => run.engine === 'postgres' && run.format === 'csv');
  if (csv) {
    const met = csv.seconds < GOAL_SECONDS ? 'met' : 'missed';
    say(
      `goal: CSV of ${PEOPLE.toLocaleString('en')} people under ${GOAL_SECONDS} s on PostgreSQL: ${met} (${csv.seconds} s)`,
    );
  }
  await writeResults('export', { machine: machine(), runs });
}
