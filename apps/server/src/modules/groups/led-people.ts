import { and, arrayContains, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { groupMemberships, groups } from './groups.tables.ts';

/**
 * Which of `ids` have an active place (leader, steerco or member; followers do not count) in a
 * group `leaderId` leads — the groups the leader's menu and the `id_lea` filter find. What a
 * group leader may do for their people (read their resumes, remind them) is kept to these.
 */
export async function peopleLedBy(
  db: DbOrTx,
  leaderId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: groupMemberships.user_id })
    .from(groupMemberships)
    .innerJoin(groups, eq(groups.id, groupMemberships.group_id))
    .where(
      and(
        arrayContains(groups.leader_ids, [leaderId]),
        eq(groupMemberships.status, 'active'),
        inArray(groupMemberships.user_id, [...ids]),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
