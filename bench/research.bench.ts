import type { ResearchQueryInput } from '@atrium/contract';
import { ResearchQuery } from '@atrium/contract';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/database.ts';
import { compileResearch, runResearch } from '../apps/server/src/modules/research/research-search.ts';
import { users } from '../apps/server/src/platform/users/users.tables.ts';
import type { AccessContext } from '../apps/server/src/platform/c13s/define-object.ts';
import { openBenchDatabase } from './lib/bench-database.ts';
import { busyWarning, loadAverage, machine, writeResults } from './lib/report.ts';
import { seedFirm } from './lib/seed-firm.ts';

const SEED = 2026;
const PEOPLE = 100_000;
const RUNS = 300;
const WARMUP_RUNS = 30;

type Latency = { runs: number; p50: number; p99: number; max: number };

/** What the suite measures on the seeded firm; another query joins with a line here. */
export type ResearchMeasure = {
  name: string;
  /** p99 goal in milliseconds (reported, not asserted). */
  targetMs: number;
  /** Builds the calls to time from the seeded firm (several, taken in turn). */
  prepare: (db: Db, firm: FirmFacts) => Promise<(() => Promise<unknown>)[]>;
};

/** The firm's commonest values, which real searches ask for most. */
export type FirmFacts = { skills: string[]; businessUnit: string; language: string };

/**
 * A colleague's session (not an administrator's): the people read rule with its active-people
 * filter applies as in the app.
 */
export const colleague: AccessContext = {
  user: { id: '00000000-0000-4000-8000-000000000000', sessionId: 'bench' },
  can: (object, action) =>
    action === 'read' && ['users', 'credentials', 'solutions', 'teams'].includes(object),
  restricted: false,
};

/** The advanced research of issue 15: a skill with minimum years, a language and a business unit. */
const threeCriteria: ResearchMeasure = {
  name: 'advanced search, 3 criteria (skill ≥ 2 years AND language AND business unit), 4 tab counts + a page',
  targetMs: 50,
  prepare: async (db, firm) =>
    firm.skills.map((skill) => {
      const input: ResearchQueryInput = {
        criteria: {
          op: 'and',
          criteria: [
            { kind: 'skill', skill, min_years: 2 },
            { kind: 'language', code: firm.language },
            { kind: 'business_unit', business_unit: firm.businessUnit },
          ],
        },
      };
      const query = ResearchQuery.parse(input);
      return () => runResearch(db, { query, tab: 'people', page: 1, size: 20 }, colleague);
    }),
};

/** Every measure of the suite, in order. */
export const RESEARCH_MEASURES: ResearchMeasure[] = [threeCriteria];

const say = (line: string) => process.stdout.write(`${line}\n`);

export async function run(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) {
    say('research: set TEST_DATABASE_URL, the goals are PostgreSQL figures');
    return;
  }
  const busy = busyWarning();
  if (busy) say(busy);
  say(`research: ${PEOPLE.toLocaleString('en')} people on PostgreSQL, inserting…`);
  const database = await openBenchDatabase('postgres');
  try {
    const { db } = database;
    const firm = await seedFirm(db, { count: PEOPLE, seed: SEED, password: 'bench-password-2026' });
    say(`  people inserted in ${firm.seconds.toFixed(1)} s; experiences with skills…`);
    const started = performance.now();
    const experiences = await seedExperiences(db);
    const experienceSeconds = (performance.now() - started) / 1000;
    say(
      `  ${experiences.toLocaleString('en')} experiences and their years per skill in ${experienceSeconds.toFixed(1)} s`,
    );
    await db.execute(sql`analyze`);
    const facts = await firmFacts(db);
    const load = loadAverage();
    const results = [];
    for (const measure of RESEARCH_MEASURES) {
      const calls = await measure.prepare(db, facts);
      const figures = await latency(calls);
      say(
        `  ${figures.p99 <= measure.targetMs ? 'met   ' : 'MISSED'}  ${measure.name}: p50 ${figures.p50} ms, p99 ${figures.p99} ms (goal p99 ≤ ${measure.targetMs} ms)`,
      );
      results.push({ name: measure.name, targetMs: measure.targetMs, ...figures });
    }
    const plan = await peoplePlan(db, facts);
    say(`  EXPLAIN ANALYZE of the people tab's page (3 criteria, skill ${facts.skills[0]}):`);
    say(plan.map((line) => `    ${line}`).join('\n'));
    const file = await writeResults('research', {
      suite: 'research',
      at: new Date().toISOString(),
      machine: { ...machine(), loadAverageBefore: load, loadAverageAfter: loadAverage() },
      people: PEOPLE,
      experiences,
      experienceSeconds: Number(experienceSeconds.toFixed(1)),
      facts,
      results,
      plan,
    });
    say(`Results written to ${file}`);
  } finally {
    await database.close();
  }
}

/**
 * Two or three past assignments per person, each with two of their technical skills, one insert
 * statement: the triggers then measure everyone's years per skill at once.
 */
export async function seedExperiences(db: Db): Promise<number> {
  const result =
    (await db.execute(sql`insert into experiences (user_id, client, role, start_date, end_date, skills)
    select u.id, 'Client ' || n, 'Consultant',
      (date '2012-01-01' + ((abs(hashtext(u.id::text || n)) % 3000) || ' days')::interval)::date,
      (date '2012-01-01' + ((abs(hashtext(u.id::text || n)) % 3000 + 200 + abs(hashtext(n || u.id::text)) % 900) || ' days')::interval)::date,
      u.technical_skills[(n % greatest(cardinality(u.technical_skills), 1)) + 1 : (n % greatest(cardinality(u.technical_skills), 1)) + 2]
    from users u, generate_series(0, 1 + abs(hashtext(u.id::text)) % 2) n
    where cardinality(u.technical_skills) > 0`)) as unknown as { rowCount?: number; affectedRows?: number };
  return result.rowCount ?? result.affectedRows ?? 0;
}

export async function firmFacts(db: Db): Promise<FirmFacts> {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: { value: string }[] }).rows.map((row) => row.value);
  return {
    skills: await rows(
      sql`select skill as value from person_skill_years group by 1 order by count(*) desc limit 5`,
    ),
    businessUnit: (
      await rows(
        sql`select business_unit as value from users where business_unit is not null group by 1 order by count(*) desc limit 1`,
      )
    )[0]!,
    language: 'en',
  };
}

/** The plan of the people tab's page query of the first 3-criteria search. */
async function peoplePlan(db: Db, facts: FirmFacts): Promise<string[]> {
  const query = ResearchQuery.parse({
    criteria: {
      op: 'and',
      criteria: [
        { kind: 'skill', skill: facts.skills[0], min_years: 2 },
        { kind: 'language', code: facts.language },
        { kind: 'business_unit', business_unit: facts.businessUnit },
      ],
    },
  });
  const compiled = await compileResearch(db, query, colleague);
  const select = db
    .select({ id: users.id, total: sql`count(*) over ()` })
    .from(users)
    .where(compiled.conditions.people!.where)
    .orderBy(asc(users.last_name), asc(users.first_name), asc(users.id))
    .limit(20);
  const result = (await db.execute(sql`explain (analyze, buffers) ${select}`)) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows.map((row) => row['QUERY PLAN'] ?? '');
}

/** p50, p99 and max of the calls taken in turn, after a warm-up. */
export async function latency(calls: readonly (() => Promise<unknown>)[]): Promise<Latency> {
  for (let i = 0; i < WARMUP_RUNS; i += 1) await calls[i % calls.length]!();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await calls[i % calls.length]!();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    Number(times[Math.min(times.length - 1, Math.floor(share * times.length))]!.toFixed(1));
  return { runs: times.length, p50: at(0.5), p99: at(0.99), max: Number(times.at(-1)!.toFixed(1)) };
}
