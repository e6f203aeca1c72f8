import { importPeople } from '../apps/server/src/modules/people/people-import.ts';
import { sheetRow, workbookOf } from '../apps/server/src/modules/people/testing/workbook-file.ts';
import { availableEngines, openBenchDatabase, type Engine } from './lib/bench-database.ts';
import { uploadRequest } from './lib/multipart-upload.ts';
import { busyWarning, loadAverage, machine, writeResults } from './lib/report.ts';
import { signIn } from './lib/sign-in.ts';
import { startTarget } from './lib/target-process.ts';
import type { TargetWatched } from './lib/target-protocol.ts';

/** The figure: a 10,000-person export, under 30 s on PostgreSQL. */
const ROWS = 10_000;

const say = (line: string) => process.stdout.write(`${line}\n`);

/** An HR export of `rows` people, as CSV with a header line; `title` varies the job titles. */
function exportOf(rows: number, title: string): Buffer {
  const lines = ['email,first_name,last_name,job_title,grade,business_unit,business_line,hub,market'];
  for (let n = 0; n < rows; n += 1) {
    lines.push(
      `person.${n}@bench.test,Person${n},"Name, ${n}",${title} ${n % 40},Consultant,Unit ${n % 12},Line ${n % 30},Hub ${n % 8},Market ${n % 15}`,
    );
  }
  return Buffer.from(lines.join('\n'));
}

type Run = { engine: Engine; step: string; rows: number; seconds: number; rowsPerSecond: number };

async function timed(engine: Engine, step: string, work: () => Promise<unknown>): Promise<Run> {
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  say(
    `  ${engine} ${step.padEnd(34)} ${seconds.toFixed(2)} s  (${Math.round(ROWS / seconds).toLocaleString('en')} rows/s)`,
  );
  return { engine, step, rows: ROWS, seconds, rowsPerSecond: Math.round(ROWS / seconds) };
}

/** Goals of issue 32 for the hostile files (reported, not asserted). */
const STALL_GOAL_MS = 50;
const RSS_GOAL_MB = 200;
const PASSWORD = 'bench-password-2026';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Hostile = TargetWatched & { file: string; bytes: number; seconds: number; status: number; code: string };

/**
 * The files of issue 32 that froze the server, made here (never committed): a workbook of a few
 * hundred KB holding 3 million identical rows (a zip bomb), a 49 MB CSV of 8.5 million rows, and
 * for reference a real 100,000-row export (the cap), each sent as a dry run to a started server
 * whose event loop and memory are watched meanwhile.
 */
async function hostileFiles(): Promise<Hostile[]> {
  const files = [
    {
      file: 'xlsx zip bomb, 3,000,000 identical rows',
      name: 'bomb.xlsx',
      type: XLSX,
      bytes: await workbookOf(['email', 'first_name', 'last_name'], {
        body: sheetRow(['same.person@firm.test', 'Same', 'Person']),
        times: 3_000_000,
      }),
    },
    {
      file: 'CSV of 8,500,000 rows',
      name: 'rows.csv',
      type: 'text/csv',
      bytes: Buffer.from(`email,first_name,last_name\n${'a,b,c\n'.repeat(8_500_000)}`),
    },
    {
      file: 'CSV export of 100,000 people',
      name: 'firm.csv',
      type: 'text/csv',
      bytes: exportOf(100_000, 'Lead'),
    },
  ];
  const app = await startTarget({
    target: 'app',
    engine: 'pglite',
    people: 100,
    seed: 2026,
    password: PASSWORD,
    searchFor: 'React',
    loginRoles: ['HR'],
  });
  const results: Hostile[] = [];
  try {
    const cookie = await signIn(app.baseUrl, app.firm!.login, PASSWORD);
    for (const { file, name, type, bytes } of files) {
      app.watch();
      const started = performance.now();
      const response = await fetch(
        `${app.baseUrl}/api/c13s/v2/cv_library/users/import`,
        uploadRequest(bytes, name, type, cookie),
      );
      const body = (await response.json()) as { code?: string };
      const seconds = Number(((performance.now() - started) / 1000).toFixed(2));
      const result = {
        ...(await app.watched()),
        file,
        bytes: bytes.length,
        seconds,
        status: response.status,
        code: body.code ?? '',
      };
      say(
        `  ${file} (${(bytes.length / 1024).toFixed(0)} KB): ${result.status} ${result.code} in ${seconds} s, ` +
          `event-loop stall max ${result.stallMaxMs} ms (p99 ${result.stallP99Ms}), RSS +${result.rssGrowthMb} MB (peak ${result.rssPeakMb} MB)`,
      );
      results.push(result);
    }
  } finally {
    await app.stop();
  }
  const stall = Math.max(...results.map((result) => result.stallMaxMs));
  const rss = Math.max(...results.map((result) => result.rssGrowthMb));
  say(
    `  goal: event-loop stall ≤ ${STALL_GOAL_MS} ms: ${stall <= STALL_GOAL_MS ? 'met' : 'missed'} (worst ${stall} ms)`,
  );
  say(`  goal: RSS growth < ${RSS_GOAL_MB} MB: ${rss < RSS_GOAL_MB ? 'met' : 'missed'} (worst ${rss} MB)`);
  return results;
}

/**
 * `npm run bench -- import`: the people import of a whole firm, dry run, first import, re-import;
 * then the hostile files, through a started server.
 */
export async function run(): Promise<void> {
  say(`People import: ${ROWS.toLocaleString('en')} rows, load average ${loadAverage()}`);
  const warning = busyWarning();
  if (warning) say(warning);
  const first = exportOf(ROWS, 'Consultant');
  const changed = exportOf(ROWS, 'Senior consultant');
  const runs: Run[] = [];
  for (const engine of availableEngines()) {
    const database = await openBenchDatabase(engine);
    try {
      runs.push(await timed(engine, 'dry run, empty firm', () => importPeople(database.db, first, false)));
      runs.push(
        await timed(engine, 'import: every row created', () => importPeople(database.db, first, true)),
      );
      runs.push(
        await timed(engine, 'same file again: nothing changes', () => importPeople(database.db, first, true)),
      );
      runs.push(
        await timed(engine, 'every job title changed', () => importPeople(database.db, changed, true)),
      );
    } finally {
      await database.close();
    }
  }
  say('Hostile files, sent to a started server (PGlite):');
  const hostile = await hostileFiles();
  await writeResults('import', { machine: machine(), runs, hostile });
}
