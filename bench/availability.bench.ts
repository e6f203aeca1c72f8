import { ResearchQuery, type ResearchQueryInput } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../apps/server/src/db/database.ts';
import { runResearch } from '../apps/server/src/modules/research/research-search.ts';
import { importAssignments } from '../apps/server/src/modules/staffing/assignments-import.ts';
import { windowStart } from '../apps/server/src/modules/staffing/availability.ts';
import { addDays } from '../apps/server/src/modules/staffing/firm-weeks.ts';
import { openBenchDatabase } from './lib/bench-database.ts';
import { busyWarning, loadAverage, machine, writeResults } from './lib/report.ts';
import { seedFirm } from './lib/seed-firm.ts';
import { colleague, firmFacts, latency, seedExperiences } from './research.bench.ts';

const SEED = 2026;
const PEOPLE = 100_000;
const ASSIGNMENTS_EACH = 10;
const RESEARCH_TARGET_MS = 50;
const IMPORT_TARGET_S = 30;
const CLIENT = 'Bench client';

const say = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (since: number) => Number(((performance.now() - since) / 1000).toFixed(1));

/**
 * Ten assignments per person, one statement (the trigger then measures everyone's weeks at once):
 * back to back, six weeks each from a year ago, 40 to 100 % each, some ending early, so people
 * are free at different times and never overbooked.
 */
async function seedAssignments(db: Db, monday: string): Promise<number> {
  await db.execute(sql`insert into tags (type, name) values ('client', ${CLIENT}) on conflict do nothing`);
  const result =
    (await db.execute(sql`insert into assignments (user_id, client, start_date, end_date, allocation, status, source)
    select u.id, ${CLIENT},
      ${addDays(monday, -364)}::date + 42 * n + abs(hashtext(u.id::text)) % 21,
      ${addDays(monday, -364)}::date + 42 * n + abs(hashtext(u.id::text)) % 21 + 20 + abs(hashtext(u.id::text || n)) % 21,
      40 + abs(hashtext(n || u.id::text)) % 61, 'confirmed', 'imported'
    from users u, generate_series(0, ${ASSIGNMENTS_EACH - 1}) n`)) as unknown as {
      rowCount?: number;
      affectedRows?: number;
    };
  return result.rowCount ?? result.affectedRows ?? 0;
}

/** The resource-planning tool's export: one assignment per person, after everything they have. */
async function exportFile(db: Db, monday: string): Promise<Buffer> {
  const people = await queryRows<{ email: string }>(db, sql`select email from users order by email`);
  const start = addDays(monday, 7 * 60);
  const lines = people.map(
    ({ email }, index) =>
      `RP-${index},${email},${CLIENT},Bench project,Consultant,${start},${addDays(start, 90)},${50 + (index % 51)},confirmed`,
  );
  return Buffer.from(
    ['external_id,email,client,project,role,start_date,end_date,allocation,status', ...lines].join('\n'),
  );
}

export async function run(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) {
    say('availability: set TEST_DATABASE_URL, the goals are PostgreSQL figures');
    return;
  }
  const busy = busyWarning();
  if (busy) say(busy);
  say(
    `availability: ${PEOPLE.toLocaleString('en')} people × ${ASSIGNMENTS_EACH} assignments on PostgreSQL, inserting…`,
  );
  const database = await openBenchDatabase('postgres');
  try {
    const { db } = database;
    const firm = await seedFirm(db, { count: PEOPLE, seed: SEED, password: 'bench-password-2026' });
    say(`  people inserted in ${firm.seconds.toFixed(1)} s; experiences with skills…`);
    await seedExperiences(db);
    const monday = await windowStart(db);
    let started = performance.now();
    const assignments = await seedAssignments(db, monday);
    const assignmentSeconds = seconds(started);
    const [{ weeks = 0 } = {}] = await queryRows<{ weeks: number }>(
      db,
      sql`select count(*)::int as weeks from person_week_availability`,
    );
    say(
      `  ${assignments.toLocaleString('en')} assignments and ${weeks.toLocaleString('en')} booked weeks in ${assignmentSeconds} s`,
    );
    await db.execute(sql`analyze`);
    const facts = await firmFacts(db);
    const load = loadAverage();

    // A skill (practised two years, as the research suite asks it) AND at least half free for three
    // months from a day in the window.
    const from = addDays(monday, 7 * 4);
    const search = (withAvailability: boolean) =>
      facts.skills.map((skill) => {
        const input: ResearchQueryInput = {
          criteria: {
            op: 'and',
            criteria: [
              { kind: 'skill', skill, min_years: 2 },
              ...(withAvailability
                ? [{ kind: 'availability' as const, min_free_pct: 50, from, months: 3 }]
                : []),
            ],
          },
        };
        const query = ResearchQuery.parse(input);
        return () => runResearch(db, { query, tab: 'people', page: 1, size: 20 }, colleague);
      });
    // The same research without the availability: what the criterion adds, measured in this run.
    const reference = await latency(search(false));
    const research = await latency(search(true));
    say(
      `  ${research.p99 <= RESEARCH_TARGET_MS ? 'met   ' : 'MISSED'}  research, skill ≥ 2 years AND free ≥ 50 % from ${from} for 3 months, 4 tab counts + a page: p50 ${research.p50} ms, p99 ${research.p99} ms (goal p99 ≤ ${RESEARCH_TARGET_MS} ms; the skill alone: p50 ${reference.p50} ms, p99 ${reference.p99} ms, ×${(research.p99 / reference.p99).toFixed(2)})`,
    );

    const file = await exportFile(db, monday);
    started = performance.now();
    const dry = await importAssignments(db, file, false, null);
    const drySeconds = seconds(started);
    started = performance.now();
    const applied = await importAssignments(db, file, true, null);
    const importSeconds = seconds(started);
    say(
      `  dry run of ${PEOPLE.toLocaleString('en')} rows: ${drySeconds} s (${dry.counts.create} new, ${dry.counts.refused} refused)`,
    );
    say(
      `  ${importSeconds <= IMPORT_TARGET_S ? 'met   ' : 'MISSED'}  import of ${PEOPLE.toLocaleString('en')} rows: ${importSeconds} s, ${applied.counts.create} written (goal ≤ ${IMPORT_TARGET_S} s)`,
    );
    const written = await writeResults('availability', {
      suite: 'availability',
      at: new Date().toISOString(),
      machine: { ...machine(), loadAverageBefore: load, loadAverageAfter: loadAverage() },
      people: PEOPLE,
      assignments,
      bookedWeeks: weeks,
      assignmentSeconds,
      research: { targetMs: RESEARCH_TARGET_MS, ...research, skillAlone: reference },
      import: {
        rows: PEOPLE,
        targetSeconds: IMPORT_TARGET_S,
        drySeconds,
        importSeconds,
        counts: applied.counts,
      },
    });
    say(`Results written to ${written}`);
  } finally {
    await database.close();
  }
}
