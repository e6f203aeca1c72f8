import { eq, sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/database.ts';
import { seedDemoFirm } from '../apps/server/src/db/seed/demo-seed.ts';
import { seedDemoResumes } from '../apps/server/src/modules/people/people.seed.ts';
import { researchSkillKnowledge } from '../apps/server/src/modules/toolbox/research-knowledge.ts';
import {
  createStaffingService,
  type StaffingService,
} from '../apps/server/src/modules/toolbox/staffing.service.ts';
import { shortlistQuery } from '../apps/server/src/modules/toolbox/staffing-people.ts';
import type { AccessContext } from '../apps/server/src/platform/c13s/define-object.ts';
import {
  createPermissionService,
  seedDefaultGrants,
  type PermissionService,
} from '../apps/server/src/platform/permissions/permission-service.ts';
import { users } from '../apps/server/src/platform/users/users.tables.ts';
import { availableEngines, openBenchDatabase } from './lib/bench-database.ts';
import { busyWarning, loadAverage, machine, writeResults } from './lib/report.ts';
import { seedFirm } from './lib/seed-firm.ts';
import { windowStart } from '../apps/server/src/modules/staffing/availability.ts';
import type { StaffingAvailability } from '@atrium/contract';
import { DATED_STAFFING_NEEDS, datedNeedStart, datedNeedText, STAFFING_NEEDS } from './staffing-needs.ts';

/** The figure: a staffing query p99 ≤ 200 ms on 100,000 people on PostgreSQL. */
const PEOPLE = 100_000;
const P99_GOAL_MS = 200;
/** Rounds over the labelled needs once warm: 84 needs × 6 = 504 queries, enough for a p99. */
const ROUNDS = 6;

const say = (line: string) => process.stdout.write(`${line}\n`);

/** A colleague's view, as a request of theirs would have it (their permissions, not restricted). */
async function asPerson(db: Db, permissions: PermissionService, email: string): Promise<AccessContext> {
  const [person] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!person) throw new Error(`no ${email}`);
  return {
    user: { id: person.id, sessionId: 'bench' },
    can: (object, action) => permissions.can(person.id, object, action),
    restricted: permissions.isRestricted(person.id),
  };
}

type NeedFigures = {
  need: string;
  relevant: number;
  understood: unknown;
  availability: StaffingAvailability | undefined;
  precisionAt5: number;
  attainablePrecisionAt5: number;
  recallAt10: number;
};

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

type Measured = { need: string; relevant: readonly string[]; availability?: StaffingAvailability };

/**
 * Precision@5 and recall@10 of staffing on the labelled needs, on the demo firm, as an employee
 * sees it; then on the needs with dates, read from their text and, for comparison, with their dates
 * set aside (what availability buys), with how many of their dates were read right.
 */
async function quality() {
  const database = await openBenchDatabase('pglite');
  try {
    await seedDefaultGrants(database.db);
    const permissions = await createPermissionService(database.db);
    await seedDemoFirm(database.db, permissions, { password: 'bench-password' });
    const ctx = await asPerson(database.db, permissions, 'employee@atrium.demo');
    // Today is the week the demo firm's staffing is counted from, as the dated needs are.
    const monday = await windowStart(database.db);
    const staffing = createStaffingService({
      db: database.db,
      knowledge: researchSkillKnowledge,
      today: () => monday,
    });
    const emails = new Map(
      (await database.db.select({ id: users.id, email: users.email }).from(users)).map((row) => [
        row.id,
        row.email,
      ]),
    );
    const measure = async (label: string, needs: readonly Measured[]) => {
      const perNeed: NeedFigures[] = [];
      for (const labelled of needs) {
        const result = await staffing.staff(
          { need: labelled.need, availability: labelled.availability },
          ctx,
        );
        const ranked = result.people.map((hit) => emails.get(hit.person.id)!);
        const relevant = new Set(labelled.relevant);
        const hits = (k: number) => ranked.slice(0, k).filter((email) => relevant.has(email)).length;
        perNeed.push({
          need: labelled.need.slice(0, 60),
          relevant: relevant.size,
          understood: result.understood,
          availability: result.availability,
          precisionAt5: hits(5) / 5,
          /** Precision@5 against what can be found: a need with 2 right people scores 1 with both on top. */
          attainablePrecisionAt5: hits(5) / Math.min(5, relevant.size),
          recallAt10: hits(10) / relevant.size,
        });
      }
      const mean = (key: 'precisionAt5' | 'attainablePrecisionAt5' | 'recallAt10') =>
        perNeed.reduce((sum, row) => sum + row[key], 0) / perNeed.length;
      const summary = {
        needs: perNeed.length,
        precisionAt5: mean('precisionAt5'),
        attainablePrecisionAt5: mean('attainablePrecisionAt5'),
        recallAt10: mean('recallAt10'),
      };
      say(
        `  ${label} (${summary.needs} needs): precision@5 ${summary.precisionAt5.toFixed(3)}` +
          ` (attainable-normalised ${summary.attainablePrecisionAt5.toFixed(3)}), recall@10 ${summary.recallAt10.toFixed(3)}`,
      );
      return { summary, perNeed };
    };
    const undated = await measure('quality on the demo firm', STAFFING_NEEDS);
    for (const row of undated.perNeed.filter((row) => row.recallAt10 < 1))
      say(`    recall@10 ${row.recallAt10.toFixed(2)} (${row.relevant} relevant): ${row.need}…`);
    const dated = DATED_STAFFING_NEEDS.map((need) => ({ ...need, need: datedNeedText(need, monday) }));
    const withDates = await measure('needs with dates, read from the text', dated);
    const datesAside = await measure(
      'the same needs, dates set aside',
      dated.map((need) => ({ ...need, availability: { start: null, weeks: null, load_pct: null } })),
    );
    const readRight = DATED_STAFFING_NEEDS.filter((need, index) => {
      const read = withDates.perNeed[index]!.availability;
      return (
        read?.start === datedNeedStart(need, monday) &&
        read.weeks === need.when.weeks &&
        read.load_pct === need.when.load_pct
      );
    }).length;
    say(`  dates read right: ${readRight} of ${DATED_STAFFING_NEEDS.length} needs (start, length and load)`);
    return { ...undated, dated: { withDates, datesAside, readRight, of: DATED_STAFFING_NEEDS.length } };
  } finally {
    await database.close();
  }
}

/** p50/p99 of a staffing query (read, shortlist, rank, credentials, solutions) on a 100,000-person firm. */
async function latency() {
  const runs = [];
  for (const engine of availableEngines().filter((engine) => engine === 'postgres')) {
    const database = await openBenchDatabase(engine);
    try {
      await seedDefaultGrants(database.db);
      const seeded = await seedFirm(database.db, { count: PEOPLE, seed: 15, password: 'bench-password' });
      await seedDemoResumes(database.db);
      await database.db.execute(sql`analyze`);
      say(
        `  ${engine}: ${PEOPLE.toLocaleString('en')} people and their assignments seeded in ${seeded.seconds.toFixed(0)} s (people)`,
      );
      const permissions = await createPermissionService(database.db);
      const [someone] = await database.db.select({ email: users.email }).from(users).limit(1);
      const ctx = await asPerson(database.db, permissions, someone!.email);
      const staffing = createStaffingService({
        db: database.db,
        knowledge: researchSkillKnowledge,
        today: benchToday,
      });
      const coldStarted = performance.now();
      await staffing.staff({ need: STAFFING_NEEDS[0]!.need }, ctx);
      const coldMs = performance.now() - coldStarted;
      const samples: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const { need } of STAFFING_NEEDS) {
          const started = performance.now();
          await staffing.staff({ need }, ctx);
          samples.push(performance.now() - started);
        }
      }
      samples.sort((a, b) => a - b);
      const figures = {
        engine,
        people: PEOPLE,
        queries: samples.length,
        firstQueryMs: coldMs,
        p50Ms: percentile(samples, 50),
        p99Ms: percentile(samples, 99),
        maxMs: samples.at(-1)!,
      };
      say(
        `  ${engine}: first query (reads the vocabulary) ${coldMs.toFixed(0)} ms; then ${samples.length} queries p50 ${figures.p50Ms.toFixed(1)} ms, p99 ${figures.p99Ms.toFixed(1)} ms (goal ≤ ${P99_GOAL_MS} ms) ${figures.p99Ms <= P99_GOAL_MS ? 'met' : 'MISSED'}`,
      );
      const plan = await shortlistPlan(database.db, staffing, ctx);
      say(`  EXPLAIN (ANALYZE, BUFFERS) of the shortlist for "${PLANNED_NEED.need.slice(0, 50)}…":`);
      say(plan.map((line) => `    ${line}`).join('\n'));
      runs.push({ ...figures, plan });
    } finally {
      await database.close();
    }
  }
  if (runs.length === 0) say('  latency: skipped, it needs PostgreSQL (TEST_DATABASE_URL)');
  return runs;
}

/** The need whose shortlist plan is shown: two common skills and a sector (a fifth of the firm). */
const PLANNED_NEED = STAFFING_NEEDS[2]!;

/** The shortlist's plan, with the buffers it reads: a figure the machine's load does not change. */
async function shortlistPlan(db: Db, staffing: StaffingService, ctx: AccessContext): Promise<string[]> {
  const query = shortlistQuery(db, await staffing.understand(PLANNED_NEED.need, undefined), ctx);
  if (!query) return [];
  const result = (await db.execute(sql`explain (analyze, buffers) ${query}`)) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows.map((row) => row['QUERY PLAN'] ?? '');
}

/** `npm run bench -- staffing`: quality on the labelled set, then latency at 100,000 people on PostgreSQL. */
export async function run(): Promise<void> {
  say(`Staffing: load average ${loadAverage()}`);
  const warning = busyWarning();
  if (warning) say(warning);
  // `--quality`: the labelled needs alone, without the 100,000-person latency run.
  const qualityOnly = process.argv.includes('--quality');
  const measured = { quality: await quality(), latency: qualityOnly ? null : await latency() };
  say(`  results: ${await writeResults('staffing', { machine: machine(), ...measured })}`);
}

/** The latency run's needs, read on a firm without staffing: a fixed today keeps it repeatable. */
function benchToday(): string {
  return '2026-11-30';
}
