import { execFileSync } from 'node:child_process';
import { ASSIGNMENT_IMPORT_COLUMNS, IMPORT_COLUMNS, IMPORT_TEXT_CHARS_MAX } from '@atrium/contract';
import { sharedStringBomb } from '../apps/server/src/modules/people/testing/hostile-files.ts';
import { uploadRequest } from './lib/multipart-upload.ts';
import { busyWarning, machine, writeResults } from './lib/report.ts';
import { signIn } from './lib/sign-in.ts';
import { startTarget } from './lib/target-process.ts';
import type { TargetWatched } from './lib/target-protocol.ts';

const say = (line: string) => process.stdout.write(`${line}\n`);
const PASSWORD = 'bench-password-2026';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PEOPLE = '/api/c13s/v2/cv_library/users/import';
const ASSIGNMENTS = '/api/c13s/v2/staffing/assignments/import';

/** `uptime`'s line: the load beside every figure (2 CPUs shared with other work). */
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

/** A valid HR export of `rows` new people, as CSV. */
function validPeople(rows: number): Buffer {
  const lines = ['email,first_name,last_name,job_title,hub'];
  for (let n = 0; n < rows; n += 1)
    lines.push(`person.${n}@bench.test,Person${n},Name${n},Consultant,Hub ${n % 8}`);
  return Buffer.from(lines.join('\n'));
}

type Measured = TargetWatched & {
  file: string;
  bytes: number;
  seconds: number;
  status: number;
  code: string;
  answerBytes: number;
  uptime: string;
};

/** The answer's bytes, counted as they come and kept only for its code (its first 64 KB). */
async function answerOf(response: Response): Promise<{ bytes: number; code: string }> {
  let bytes = 0;
  let head = '';
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    if (head.length < 65_536) head += Buffer.from(chunk).toString('utf8');
  }
  return { bytes, code: /"code":"([^"]+)"/.exec(head)?.[1] ?? '' };
}

/**
 * Issue 45, section 2: the 3 KB workbook whose one ~1 MB shared string every cell shows, sent to
 * the people and the assignments imports, and a valid 100,000-row people file (dry run), each to a
 * started server (PGlite) whose event loop and memory are watched meanwhile: answer time, longest
 * event-loop stall, RSS growth, the answer's size.
 */
export async function run(): Promise<void> {
  say(`Import budget (issue 45): ${uptime()}`);
  const warning = busyWarning();
  if (warning) say(warning);
  const files = [
    {
      file: 'people: 3 KB xlsx, one 1 MB shared string in every cell',
      path: PEOPLE,
      name: 'bomb.xlsx',
      type: XLSX,
      bytes: await sharedStringBomb([...IMPORT_COLUMNS]),
    },
    {
      file: 'assignments: the same for the assignments export',
      path: ASSIGNMENTS,
      name: 'bomb.xlsx',
      type: XLSX,
      bytes: await sharedStringBomb([...ASSIGNMENT_IMPORT_COLUMNS]),
    },
    {
      file: 'people: xlsx, a 9,000-character shared string in every cell past 50M characters',
      path: PEOPLE,
      name: 'amplified.xlsx',
      type: XLSX,
      bytes: await sharedStringBomb(
        [...IMPORT_COLUMNS],
        Math.ceil(IMPORT_TEXT_CHARS_MAX / 9_000 / IMPORT_COLUMNS.length) + 1,
        9_000,
      ),
    },
    {
      file: 'people: valid CSV of 100,000 new people, dry run',
      path: PEOPLE,
      name: 'firm.csv',
      type: 'text/csv',
      bytes: validPeople(100_000),
    },
    {
      file: 'people: the same, full report as CSV (the route exists from issue 45 on)',
      path: `${PEOPLE}/report?format=csv`,
      name: 'firm.csv',
      type: 'text/csv',
      bytes: validPeople(100_000),
    },
  ];
  const app = await startTarget({
    target: 'app',
    engine: 'pglite',
    people: 100,
    seed: 2026,
    password: PASSWORD,
    searchFor: 'React',
    loginRoles: ['HR', 'CSO'],
  });
  const results: Measured[] = [];
  try {
    const cookie = await signIn(app.baseUrl, app.firm!.login, PASSWORD);
    for (const { file, path, name, type, bytes } of files) {
      app.watch();
      const started = performance.now();
      const response = await fetch(`${app.baseUrl}${path}`, uploadRequest(bytes, name, type, cookie));
      const answer = await answerOf(response);
      const seconds = Number(((performance.now() - started) / 1000).toFixed(2));
      const result: Measured = {
        ...(await app.watched()),
        file,
        bytes: bytes.length,
        seconds,
        status: response.status,
        code: answer.code,
        answerBytes: answer.bytes,
        uptime: uptime(),
      };
      say(
        `  ${file} (${(bytes.length / 1024).toFixed(1)} KB): ${result.status} ${result.code} in ${seconds} s, ` +
          `stall max ${result.stallMaxMs} ms (p99 ${result.stallP99Ms}), RSS +${result.rssGrowthMb} MB ` +
          `(peak ${result.rssPeakMb} MB), answer ${(answer.bytes / 1024).toFixed(1)} KB\n    ${result.uptime}`,
      );
      results.push(result);
    }
  } finally {
    await app.stop();
  }
  await writeResults('import-budget', { machine: machine(), results });
}
