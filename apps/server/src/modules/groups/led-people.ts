import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/database.ts';
import { groupMemberships } from './groups.tables.ts';

/**
 * The ids of the people `leaderId` leads: an active, confirmed place (leader, steerco or member;
 * followers do not count) in a group where they hold a confirmed leader's place, themselves
 * included when they are in one. What a group leader may do for their people (read their
 * resumes, remind them, list them in the leader tool) is kept to these. A place a leader gave
 * without 'teams update' counts once someone with it confirmed it: a leader cannot reach a
 * colleague by adding them to their own group, nor a co-leader they named reach its members.
 */
export const ledPeopleIds = (leaderId: string): SQL =>
  sql`select member.user_id from ${groupMemberships} member
    join ${groupMemberships} lead on lead.group_id = member.group_id
    where lead.user_id = ${leaderId} and lead.role = 'leader' and lead.confirmed
      and member.status = 'active' and member.confirmed`;

/** Which of `ids` the leader leads (`ledPeopleIds`). */
export async function peopleLedBy(
  db: DbOrTx,
  leaderId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select distinct led.user_id as id from (${ledPeopleIds(leaderId)}) led
      where led.user_id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
  );
  return new Set(rows.map((row) => row.id));
}
