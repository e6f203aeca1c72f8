import type { SkillYears } from '@atrium/contract';
import { asc, desc, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { textArray } from './sql-arrays.ts';
import { personSkillYears } from './research.tables.ts';

/**
 * Years per skill of the people given, read from `person_skill_years` (kept by the database on
 * every write to experiences and credentials): for each person, their skills longest first. A
 * person with no dated skill is absent from the map. Callers check the people are readable first.
 */
export async function readSkillYears(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<Map<string, SkillYears[]>> {
  const byPerson = new Map<string, SkillYears[]>();
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return byPerson;
  const rows = await db
    .select()
    .from(personSkillYears)
    .where(inArray(personSkillYears.user_id, ids))
    .orderBy(
      asc(personSkillYears.user_id),
      desc(personSkillYears.months),
      asc(sql`lower(${personSkillYears.skill})`),
    );
  for (const { user_id, skill, months } of rows) {
    const list = byPerson.get(user_id) ?? [];
    list.push({ skill, months });
    byPerson.set(user_id, list);
  }
  return byPerson;
}

/** One person's years per skill, longest first. */
export async function skillYearsOf(db: DbOrTx, userId: string): Promise<SkillYears[]> {
  return (await readSkillYears(db, [userId])).get(userId) ?? [];
}

/**
 * Measures again the people given (all people when none are given): what the nightly refresh
 * does for ongoing periods, and what a test or an import calls after writing without triggers.
 */
export async function refreshSkillYears(db: DbOrTx, userIds?: readonly string[]): Promise<void> {
  const people =
    userIds === undefined
      ? sql`array(select distinct user_id from experiences where skills <> '{}'
          union select distinct unnest(contributor_ids) from credentials where skills <> '{}' and start_date is not null)`
      : sql`${textArray(userIds)}::uuid[]`;
  await db.execute(sql`select person_skill_years_refresh(${people})`);
}

/**
 * People who practised a skill (any of `names`, whatever their case) for at least `months`: a
 * condition on a person's id column, for the research and the staffing queries. The people are
 * gathered once from the (skill, business unit, months) index, not looked up person by person;
 * given the business unit the research also asks (an AND), only that unit's people are gathered.
 */
export const practisedAtLeast = (
  userId: SQLWrapper,
  names: readonly string[],
  months: number,
  businessUnit?: string,
) =>
  sql`${userId} = any(array(select ${personSkillYears.user_id} from ${personSkillYears}
    where lower(${personSkillYears.skill}) = any(${textArray(names.map((name) => name.toLowerCase()))}::text[])
      ${businessUnit === undefined ? sql`` : sql`and ${personSkillYears.business_unit} = ${businessUnit}`}
      and ${personSkillYears.months} >= ${months}))`;
