import {
  RESEARCH_TABS,
  type ResearchHit,
  type ResearchQuery,
  type ResearchResultBody,
  type ResearchTab,
  type SkillYears,
} from '@atrium/contract';
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database.ts';
import { accessRule } from '../../platform/c13s/access.ts';
import type { AccessContext, ObjectDefinition } from '../../platform/c13s/define-object.ts';
import { users } from '../../platform/users/users.tables.ts';
import { credentialsImplementation } from '../credentials/credentials.objects.ts';
import { credentials } from '../credentials/credentials.tables.ts';
import { groupsImplementation } from '../groups/groups.objects.ts';
import { groupMemberships, groups } from '../groups/groups.tables.ts';
import { usersImplementation } from '../people/people.objects.ts';
import { solutionsImplementation } from '../solutions/solutions.objects.ts';
import { solutions } from '../solutions/solutions.tables.ts';
import { criteriaCondition, criteriaOf, resolveWords, skillNamesAsked } from './research-criteria.ts';
import { readSkillYears } from './skill-years.ts';

/** A page of one tab, or every row of it for an export (at most this many). */
export const RESEARCH_EXPORT_MAX = 10_000;

const usedBy = alias(credentials, 'research_used_by');
const memberOf = alias(groupMemberships, 'research_member_of');

/** What one tab lists: its object (whose read rule applies), its rows' condition, order and lines. */
type Tab = {
  def: ObjectDefinition;
  table: PgTable;
  /** Rows related to the people the criteria find (all rows when there are none). */
  related: (people: SQL) => SQL;
  order: (rank: SQL | undefined) => SQL[];
  select: Record<string, SQL | PgTable[keyof PgTable]>;
};

const TABS: Record<ResearchTab, Tab> = {
  people: {
    def: usersImplementation,
    table: users,
    related: (people) => people,
    order: (rank) => [
      ...(rank ? [sql`${rank} desc`] : []),
      asc(users.last_name),
      asc(users.first_name),
      asc(users.id),
    ],
    select: {
      id: sql`${users.id}`,
      title: sql`${users.first_name} || ' ' || ${users.last_name}`,
      subtitle: sql`nullif(concat_ws(' · ', ${users.job_title}, ${users.grade}, ${users.business_unit}), '')`,
    },
  },
  credentials: {
    def: credentialsImplementation,
    table: credentials,
    // Where the people found worked: credentials they contributed to.
    related: (people) =>
      sql`exists (select 1 from ${users} where ${users.id} = any(${credentials.contributor_ids}) and ${people})`,
    order: (rank) => [
      ...(rank ? [sql`${rank} desc`] : []),
      sql`${credentials.start_date} desc nulls last`,
      asc(credentials.id),
    ],
    select: {
      id: sql`${credentials.id}`,
      title: sql`${credentials.name}`,
      subtitle: sql`${credentials.client} || ' · ' || ${credentials.project_code}`,
    },
  },
  solutions: {
    def: solutionsImplementation,
    table: solutions,
    // Solutions the people found own or used on a credential.
    related: (
      people,
    ) => sql`exists (select 1 from ${users} where ${people} and (${users.id} = any(${solutions.owner_ids})
      or exists (select 1 from ${credentials} ${usedBy} where ${usedBy.solution_ids} @> array[${solutions.id}]
        and ${users.id} = any(${usedBy.contributor_ids}))))`,
    order: (rank) => [...(rank ? [sql`${rank} desc`] : []), asc(solutions.name), asc(solutions.id)],
    select: { id: sql`${solutions.id}`, title: sql`${solutions.name}`, subtitle: sql`${solutions.summary}` },
  },
  groups: {
    def: groupsImplementation,
    table: groups,
    // Groups the people found belong to.
    related: (
      people,
    ) => sql`exists (select 1 from ${groupMemberships} ${memberOf} join ${users} on ${users.id} = ${memberOf.user_id}
      where ${memberOf.group_id} = ${groups.id} and ${people})`,
    order: (rank) => [...(rank ? [sql`${rank} desc`] : []), asc(groups.name), asc(groups.id)],
    select: { id: sql`${groups.id}`, title: sql`${groups.name}`, subtitle: sql`${groups.type}` },
  },
};

/** A research compiled once: each tab's condition (null when the caller may not read its object). */
export type Compiled = {
  conditions: Record<ResearchTab, { where: SQL; rank: SQL | undefined } | null>;
  skillsAsked: Map<string, string>;
};

/** Each tab's condition for a query and a caller (exported for the bench's query plans). */
export async function compileResearch(
  db: DbOrTx,
  query: ResearchQuery,
  ctx: AccessContext,
): Promise<Compiled> {
  const words = await resolveWords(db, query.criteria);
  const readPeople = accessRule(usersImplementation, 'read', ctx);
  // As Who's who lists them: active people and oneself, whoever asks.
  const listed = or(eq(users.status, 'active'), eq(users.id, ctx.user.id))!;
  const hasCriteria = criteriaOf(query.criteria).length > 0;
  const people =
    readPeople === false
      ? sql`false`
      : and(readPeople === true ? undefined : readPeople, listed, criteriaCondition(query.criteria, words))!;
  const conditions = Object.fromEntries(
    RESEARCH_TABS.map((tab) => {
      const { def, related } = TABS[tab];
      const rule = accessRule(def, 'read', ctx);
      if (rule === false) return [tab, null];
      const text = query.q ? def.search.text?.(query.q, ctx) : undefined;
      const where = and(
        rule === true ? undefined : rule,
        text?.where,
        tab === 'people' || hasCriteria ? related(people) : undefined,
      );
      return [tab, { where: where ?? sql`true`, rank: text?.rank }];
    }),
  ) as Compiled['conditions'];
  return { conditions, skillsAsked: skillNamesAsked(query.criteria, words) };
}

async function countOf(db: DbOrTx, tab: ResearchTab, compiled: Compiled): Promise<number> {
  const condition = compiled.conditions[tab];
  if (!condition) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(TABS[tab].table)
    .where(condition.where);
  return row?.n ?? 0;
}

/** The lines of a tab, a page of them (or all, up to the export's limit), and how many there are. */
async function pageOf(
  db: DbOrTx,
  tab: ResearchTab,
  compiled: Compiled,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ hits: ResearchHit[]; total: number | undefined }> {
  const condition = compiled.conditions[tab];
  if (!condition) return { hits: [], total: 0 };
  const spec = TABS[tab];
  const rows = (await db
    .select({ ...(spec.select as Record<string, SQL>), total__: sql<number>`(count(*) over ())::int` })
    .from(spec.table)
    .where(condition.where)
    .orderBy(...spec.order(condition.rank))
    .limit(limit)
    .offset(offset)) as { id: string; title: string; subtitle: string | null; total__: number }[];
  const years =
    tab === 'people' && compiled.skillsAsked.size > 0
      ? await readSkillYears(
          db,
          rows.map((row) => row.id),
        )
      : new Map<string, SkillYears[]>();
  const hits = rows.map(({ total__: _total, ...row }) => ({
    ...row,
    skills: (years.get(row.id) ?? []).filter(({ skill }) => compiled.skillsAsked.has(skill.toLowerCase())),
  }));
  // A page past the end has no row to carry the count: counted apart then.
  return { hits, total: rows[0]?.total__ ?? (offset === 0 ? 0 : undefined) };
}

/**
 * `POST /research/search`: the counts of every tab and a page of one. Each tab keeps to what its
 * object's read rule lets the caller see (a tab they may not read counts 0); criteria find people,
 * and the other tabs list what those people did: their credentials, the solutions they own or
 * used, their groups. Free text applies to each object's own text search.
 */
export async function runResearch(
  db: DbOrTx,
  { query, tab, page, size }: { query: ResearchQuery; tab: ResearchTab; page: number; size: number },
  ctx: AccessContext,
): Promise<ResearchResultBody> {
  const compiled = await compileResearch(db, query, ctx);
  const offset = (page - 1) * size;
  // The tab shown is counted by its page's own query (a window count); the others by a count
  // each, at the same time as the page: one wait for the database rather than two.
  const [{ hits, total }, ...others] = await Promise.all([
    pageOf(db, tab, compiled, { limit: size, offset }),
    ...RESEARCH_TABS.map((each) => (each === tab ? undefined : countOf(db, each, compiled))),
  ]);
  const counted = await Promise.all(
    RESEARCH_TABS.map((each, i) =>
      each !== tab ? others[i]! : total !== undefined ? total : countOf(db, each, compiled),
    ),
  );
  const counts = Object.fromEntries(RESEARCH_TABS.map((each, i) => [each, counted[i]!])) as Record<
    ResearchTab,
    number
  >;
  return { counts, tab, total: counts[tab], data: hits };
}

/** Every line of one tab (up to RESEARCH_EXPORT_MAX), for the CSV export. */
export async function researchRows(
  db: DbOrTx,
  query: ResearchQuery,
  tab: ResearchTab,
  ctx: AccessContext,
): Promise<ResearchHit[]> {
  return (
    await pageOf(db, tab, await compileResearch(db, query, ctx), { limit: RESEARCH_EXPORT_MAX, offset: 0 })
  ).hits;
}
