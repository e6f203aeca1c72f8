import type { CampaignTarget } from '@atrium/contract';
import { and, eq, exists, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { groupMemberships } from '../groups/groups.tables.ts';
import { personRefColumns } from '../../platform/users/person-refs.ts';
import { users } from '../../platform/users/users.tables.ts';

/**
 * Whether a person still misses what the campaign asks: any of its fields, or a rate below its
 * threshold. Its negation is a conversion. Read off the measure the database keeps on the person
 * (`completion_missing`, `completion_rate`), so it holds the moment their profile changes.
 */
export function stillMissing(target: CampaignTarget): SQL {
  const fields =
    target.missing_fields.length > 0
      ? sql`${users.completion_missing} && ${sql.param(target.missing_fields)}::text[]`
      : undefined;
  const rate = target.rate_below !== null ? lt(users.completion_rate, target.rate_below) : undefined;
  // The contract refuses a target with neither; should one slip through, it misses nothing.
  return or(fields, rate) ?? sql`false`;
}

/**
 * Who a target reaches now: active people (never a newcomer who has not arrived, never someone
 * who left) of its population (each criterion given must hold, matching any of its values) who
 * still miss what it asks.
 */
export function targetCondition(target: CampaignTarget): SQL {
  const any = (values: string[], condition: (values: string[]) => SQL) =>
    values.length > 0 ? condition(values) : undefined;
  return and(
    eq(users.status, 'active'),
    any(target.business_units, (values) => inArray(users.business_unit, values)),
    any(target.hubs, (values) => inArray(users.hub, values)),
    any(target.grades, (values) => inArray(users.grade, values)),
    any(target.employment_types, (values) =>
      inArray(users.employment_type, values as ('employee' | 'contractor')[]),
    ),
    any(target.group_ids, (ids) =>
      exists(
        sql`select 1 from ${groupMemberships} where ${groupMemberships.user_id} = ${users.id}
          and ${groupMemberships.status} = 'active' and ${inArray(groupMemberships.group_id, ids)}`,
      ),
    ),
    stillMissing(target),
  )!;
}

/** How many people a target reaches now, and the first `limit` of them by name. */
export async function targetedPeople(db: DbOrTx, target: CampaignTarget, limit: number) {
  const where = targetCondition(target);
  const [[counted], first] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
    db
      .select(personRefColumns)
      .from(users)
      .where(where)
      .orderBy(users.last_name, users.first_name, users.id)
      .limit(limit),
  ]);
  return { count: counted?.count ?? 0, people: first };
}
