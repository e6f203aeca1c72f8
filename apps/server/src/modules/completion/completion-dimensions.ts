import type { CompletionDimension } from '@atrium/contract';
import { and, eq, exists, isNull, not, type SQL, sql } from 'drizzle-orm';
import { users } from '../../platform/users/users.tables.ts';
import { groupMemberships } from '../groups/groups.tables.ts';

/** The dimensions that are a column of the person. */
export const PERSON_COLUMNS = {
  business_unit: users.business_unit,
  business_line: users.business_line,
  hub: users.hub,
  grade: users.grade,
} as const;

/** Only active people count: newcomers have not started, people who left are gone. */
export const isActive = eq(users.status, 'active');

/** Whether the person holds an active place in a group (in that one, when given). */
function inGroup(groupId?: string): SQL {
  return exists(
    sql`(select 1 from ${groupMemberships} where ${and(
      eq(groupMemberships.user_id, users.id),
      eq(groupMemberships.status, 'active'),
      groupId === undefined ? undefined : eq(groupMemberships.group_id, groupId),
    )})`,
  );
}

/**
 * The people of one row of the rates, as the rates count them: those with that value, or with
 * none when `key` is left out (no group at all, for groups). The drill-down and its export read
 * the same condition, so their people are exactly the row's.
 */
export function rowCondition(by: CompletionDimension, key: string | undefined): SQL {
  if (by === 'group') return key === undefined ? not(inGroup()) : inGroup(key);
  const column = PERSON_COLUMNS[by];
  return key === undefined ? isNull(column) : eq(column, key);
}

/** Figures of a set of people, as every grouping reports them. */
export const figures = {
  people: sql<number>`count(*)::int`.mapWith(Number),
  average_rate: sql<number>`coalesce(round(avg(${users.completion_rate}), 1), 0)::real`.mapWith(Number),
  complete: sql<number>`(count(*) filter (where ${users.completion_state} = 'complete'))::int`.mapWith(
    Number,
  ),
};
