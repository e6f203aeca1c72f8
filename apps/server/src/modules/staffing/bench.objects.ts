import {
  BENCH_FREE_PCT,
  BENCH_WEEKS_AHEAD,
  benchObject,
  NON_BENCH_ROLES,
  type BenchPerson,
} from '@atrium/contract';
import { asc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  type AccessRule,
  arrayFilter as array,
  implementObject,
  scalarFilter as scalar,
} from '../../platform/c13s/define-object.ts';
import { joined } from '../../platform/export/cells.ts';
import { casbinRules } from '../../platform/permissions/permissions.tables.ts';
import { users, type UserRow } from '../../platform/users/users.tables.ts';
import { toolPeopleRule } from '../managing-tools/tool-scope.ts';
import { userTextSearch } from '../people/user-text-search.ts';
import { freeFrom, readAvailability, windowStart } from './availability.ts';
import { availabilityWindow, personWeekAvailability } from './staffing.tables.ts';

const firstWeek = sql`(select ${availabilityWindow.first_week} from ${availabilityWindow})`;

/** Less than half free this week (a missing week is wholly free). */
const busyNow: SQL = sql`exists (select 1 from ${personWeekAvailability} pwa
  where pwa.user_id = ${users.id} and pwa.week_start = ${firstWeek} and pwa.free_pct < ${BENCH_FREE_PCT})`;

/** At least half free in one of the next BENCH_WEEKS_AHEAD weeks: not every one of them is busy. */
const freeSoon: SQL = sql`(select count(*) from ${personWeekAvailability} pwa
  where pwa.user_id = ${users.id} and pwa.week_start > ${firstWeek}
    and pwa.week_start <= ${firstWeek} + ${7 * BENCH_WEEKS_AHEAD}::int and pwa.free_pct < ${BENCH_FREE_PCT}) < ${BENCH_WEEKS_AHEAD}::int`;

/** Someone who runs the firm (admin, HR, CSO) rather than goes on assignments: not on the Bench. */
const runsTheFirm: SQL = sql`exists (select 1 from ${casbinRules} where ${casbinRules.ptype} = 'g'
  and ${casbinRules.v0} = ${users.id}::text and ${casbinRules.v1} in (${sql.join(
    NON_BENCH_ROLES.map((role) => sql`${role}`),
    sql`, `,
  )}))`;

/** The CSO tool's people (its read rule) less those who run the firm. */
const benchPeopleRule: AccessRule = (ctx) => {
  const people = toolPeopleRule('cso')(ctx);
  if (people === false) return false;
  return people === true ? sql`not ${runsTheFirm}` : sql`(${people}) and not ${runsTheFirm}`;
};

const STATE_CONDITIONS = { free: sql`not ${busyNow}`, rolling_off: sql`(${busyNow} and ${freeSoon})` };

/** Rows → the Bench's people: this week's free share and the day they are free from, in bulk. */
async function presentBench(rows: UserRow[], { db }: { db: Db }): Promise<BenchPerson[]> {
  const ids = rows.map((row) => row.id);
  const first = await windowStart(db);
  const now = await readAvailability(db, ids, first, 1);
  const from = await freeFrom(db, ids, BENCH_FREE_PCT, first);
  return rows.map((row) => {
    const free_now = now.get(row.id)?.[0]?.free_pct ?? 100;
    return {
      id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      job_title: row.job_title,
      has_picture: row.has_picture,
      picture_version: row.picture_version,
      email: row.email,
      business_unit: row.business_unit,
      grade: row.grade,
      technical_skills: row.technical_skills,
      state: free_now >= BENCH_FREE_PCT ? 'free' : 'rolling_off',
      free_now,
      free_from: from.get(row.id) ?? null,
      available_from: row.available_from,
      interested_skills: row.interested_skills,
      interested_clients: row.interested_clients,
    };
  });
}

/**
 * `managing_tools/cso_bench`: the CSO tool's Bench, the active people at least half free this week
 * or within the next four, by business unit, with their top skills and declared wishes; the CSO's
 * alone, like their tool's people, and never those who run the firm (NON_BENCH_ROLES). Computed on
 * `person_week_availability`, never stored.
 */
export const benchImplementation = implementObject(benchObject, {
  table: users,
  access: { read: benchPeopleRule },
  present: presentBench,
  search: {
    text: userTextSearch,
    filters: {
      business_unit: scalar(users.business_unit),
      technical_skills: array(users.technical_skills),
      state: {
        kind: 'condition',
        where: (states) =>
          sql`(${sql.join(
            states.map((state) => STATE_CONDITIONS[state as keyof typeof STATE_CONDITIONS]),
            sql` or `,
          )})`,
        // Without it, the Bench is both: free now or rolling off.
        absent: () => sql`(not ${busyNow} or ${freeSoon})`,
      },
    },
    sorts: { business_unit: users.business_unit, last_name: users.last_name, grade: users.grade },
    defaultOrder: [sql`${users.business_unit} asc nulls last`, asc(users.last_name), asc(users.id)],
  },
  export: {
    last_name: { heading: { en: 'Last name', fr: 'Nom' }, cell: (person) => person.last_name },
    first_name: { heading: { en: 'First name', fr: 'Prénom' }, cell: (person) => person.first_name },
    email: { heading: { en: 'Email', fr: 'E-mail' }, cell: (person) => person.email },
    business_unit: {
      heading: { en: 'Business unit', fr: 'Business unit' },
      cell: (person) => person.business_unit,
    },
    grade: { heading: { en: 'Grade', fr: 'Grade' }, cell: (person) => person.grade },
    state: {
      heading: { en: 'On the Bench', fr: 'Au Bench' },
      cell: (person) => (person.state === 'free' ? 'free now' : 'rolling off'),
    },
    free_now: {
      heading: { en: 'Free this week (%)', fr: 'Libre cette semaine (%)' },
      cell: (person) => person.free_now,
    },
    free_from: { heading: { en: 'Free from', fr: 'Libre à partir du' }, cell: (person) => person.free_from },
    technical_skills: {
      heading: { en: 'Top technical skills', fr: 'Compétences techniques principales' },
      cell: (person) => joined(person.technical_skills),
    },
  },
});
