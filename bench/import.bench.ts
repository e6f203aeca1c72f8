import { importPeople } from '../apps/server/src/modules/people/people-import.ts';
import { availableEngines, openBenchDatabase, type Engine } from './lib/bench-database.ts';
import { busyWarning, loadAverage, machine, writeResults } from './lib/report.ts';

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

/** `npm run bench -- import`: the people import of a whole firm, dry run, first import, re-import. */
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
  await writeResults('import', { machine: machine(), runs });
}
