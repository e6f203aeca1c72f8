import type {
  CompletionDimension,
  CompletionDistributionBody,
  CompletionPeopleFilter,
  CompletionPerson,
  CompletionRateRow,
  CompletionSnapshot,
  Page,
} from '@atrium/contract';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { users } from '../../platform/users/users.tables.ts';
import { groupMemberships, groups } from '../groups/groups.tables.ts';
import { figures, isActive, PERSON_COLUMNS, rowCondition } from './completion-dimensions.ts';
import { completionSnapshots } from './completion.tables.ts';

/** Lowest average first (where to act), then by name; the row of people with no value last among equals. */
function byAverage(a: CompletionRateRow, b: CompletionRateRow): number {
  return (
    a.average_rate - b.average_rate ||
    (a.label === null ? 1 : 0) - (b.label === null ? 1 : 0) ||
    (a.label ?? '').localeCompare(b.label ?? '')
  );
}

/** Rates of active people by one dimension; a person counts in each group they hold a place in. */
export async function completionRates(db: DbOrTx, by: CompletionDimension): Promise<CompletionRateRow[]> {
  if (by !== 'group') {
    const column = PERSON_COLUMNS[by];
    const rows = await db
      .select({ key: column, ...figures })
      .from(users)
      .where(isActive)
      .groupBy(column);
    return rows.map((row) => ({ ...row, label: row.key })).sort(byAverage);
  }
  const [inGroups, withoutGroup] = await Promise.all([
    db
      .select({ key: groups.id, label: groups.name, ...figures })
      .from(groupMemberships)
      .innerJoin(users, eq(users.id, groupMemberships.user_id))
      .innerJoin(groups, eq(groups.id, groupMemberships.group_id))
      .where(and(isActive, eq(groupMemberships.status, 'active')))
      .groupBy(groups.id, groups.name),
    db
      .select(figures)
      .from(users)
      .where(and(isActive, rowCondition('group', undefined))),
  ]);
  const none = withoutGroup[0];
  const rows: CompletionRateRow[] = [...inGroups];
  if (none && none.people > 0) rows.push({ key: null, label: null, ...none });
  return rows.sort(byAverage);
}

const personColumns = {
  id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  job_title: users.job_title,
  completion_rate: users.completion_rate,
  completion_missing: users.completion_missing,
  completion_state: users.completion_state,
};

function peopleWhere({ by, key, incomplete }: CompletionPeopleFilter) {
  return and(
    isActive,
    rowCondition(by, key),
    incomplete ? eq(users.completion_state, 'incomplete') : undefined,
  );
}

/** The people of one row, by rate then name; all of them when `paging` is left out (exports). */
export async function completionPeople(
  db: DbOrTx,
  filter: CompletionPeopleFilter,
  paging?: { page: number; size: number },
): Promise<Page<CompletionPerson>> {
  const where = peopleWhere(filter);
  const rate = filter.sort === '-rate' ? desc(users.completion_rate) : asc(users.completion_rate);
  const query = db
    .select(personColumns)
    .from(users)
    .where(where)
    .orderBy(rate, asc(users.last_name), asc(users.first_name), asc(users.id));
  const [rows, [counted]] = await Promise.all([
    paging ? query.limit(paging.size).offset((paging.page - 1) * paging.size) : query,
    db.select({ total: figures.people }).from(users).where(where),
  ]);
  return {
    // The database keeps only names the contract lists (completion_filled).
    data: rows.map((row) => ({
      ...row,
      completion_missing: row.completion_missing as CompletionPerson['completion_missing'],
    })),
    total: counted?.total ?? 0,
  };
}

/** Ten buckets of ten points (0–9 … 90–99), then 100 on its own: complete against most profiles. */
export async function completionDistribution(db: DbOrTx): Promise<CompletionDistributionBody> {
  const bucket = sql<number>`least(${users.completion_rate} / 10, 10)::int`.mapWith(Number);
  const [counts, [totals]] = await Promise.all([
    db.select({ bucket, people: figures.people }).from(users).where(isActive).groupBy(bucket),
    db.select(figures).from(users).where(isActive),
  ]);
  const byBucket = new Map(counts.map((row) => [row.bucket, row.people]));
  const people = totals?.people ?? 0;
  const complete = totals?.complete ?? 0;
  return {
    buckets: Array.from({ length: 11 }, (_, index) => ({
      from: index * 10,
      to: index === 10 ? 100 : index * 10 + 9,
      people: byBucket.get(index) ?? 0,
    })),
    people,
    complete,
    incomplete: people - complete,
    average_rate: totals?.average_rate ?? 0,
  };
}

/** The daily snapshots of the last year, oldest first. */
export async function completionHistory(db: DbOrTx): Promise<CompletionSnapshot[]> {
  return db
    .select()
    .from(completionSnapshots)
    .where(gt(completionSnapshots.day, sql`current_date - 365`))
    .orderBy(asc(completionSnapshots.day));
}
