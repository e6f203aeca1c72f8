import type { Group, GroupMember, PersonRef } from '@atrium/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../platform/users/users.tables.ts';
import { personRefColumns } from '../../platform/users/person-refs.ts';
import { activeMemberFlag } from './group-headcount.ts';
import { loadGroupFiles } from './group-files.ts';
import { groupMemberships, type GroupRow } from './groups.tables.ts';

type People = {
  leaders: PersonRef[];
  steerco: PersonRef[];
  members: GroupMember[];
  unconfirmed: string[];
  active_members: number;
};
const noPeople = (): People => ({
  leaders: [],
  steerco: [],
  members: [],
  unconfirmed: [],
  active_members: 0,
});

/** Groups as clients see them, with every person of the page loaded in one query. */
export async function presentGroups(rows: GroupRow[], { db }: { db: Db }): Promise<Group[]> {
  if (rows.length === 0) return [];
  const places = await db
    .select({
      group_id: groupMemberships.group_id,
      role: groupMemberships.role,
      status: groupMemberships.status,
      confirmed: groupMemberships.confirmed,
      active: activeMemberFlag,
      ...personRefColumns,
    })
    .from(groupMemberships)
    .innerJoin(users, eq(users.id, groupMemberships.user_id))
    .where(
      inArray(
        groupMemberships.group_id,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(groupMemberships.position), asc(groupMemberships.created_at));

  const byGroup = new Map<string, People>();
  for (const { group_id, role, status, confirmed, active, ...person } of places) {
    let people = byGroup.get(group_id);
    if (!people) byGroup.set(group_id, (people = noPeople()));
    if (!confirmed) people.unconfirmed.push(person.id);
    if (active) people.active_members += 1;
    if (role === 'leader') people.leaders.push(person);
    else if (role === 'steerco') people.steerco.push(person);
    else people.members.push({ ...person, status });
  }

  const files = await loadGroupFiles(
    db,
    rows.map((row) => row.id),
  );

  return rows.map((row) => {
    const people = byGroup.get(row.id) ?? noPeople();
    return {
      id: row.id,
      type: row.type,
      name: row.name,
      code_name: row.code_name,
      description: row.description,
      id_lea: people.leaders[0]?.id ?? null,
      ...people,
      solutions: row.solutions,
      deliverables: row.deliverables,
      sales_pitch: row.sales_pitch,
      expected_results: row.expected_results,
      added_value: row.added_value,
      man_days: row.man_days,
      estimated_cost: row.estimated_cost,
      target_markets: row.target_markets,
      assets: row.assets,
      files: files.get(row.id) ?? [],
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    };
  });
}
