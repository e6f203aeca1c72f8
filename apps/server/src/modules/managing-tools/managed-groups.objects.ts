import {
  MANAGED_GROUP_TYPES,
  MANAGED_GROUPS_OBJECTS,
  type ManagedGroup,
  type ManagingTool,
} from '@atrium/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { implementObject, scalarFilter as scalar } from '../../platform/c13s/define-object.ts';
import { foldedTextSearch } from '../../platform/c13s/folded-text-search.ts';
import { peopleNames } from '../../platform/export/cells.ts';
import { loadPersonRefs } from '../../platform/users/person-refs.ts';
import { users } from '../../platform/users/users.tables.ts';
import { countsAsActiveMember } from '../groups/group-headcount.ts';
import { groupMemberships, groups, type GroupRow } from '../groups/groups.tables.ts';
import { resumes } from '../people/people.tables.ts';
import { toolGroupsRule } from './tool-scope.ts';

type Counts = { size: number; without_resume: number; incomplete: number };

/**
 * Per group of the page: its active members (the groups overview's figure, `countsAsActiveMember`),
 * and how many of them have no resume or an incomplete profile. Confirmed places only: a person a
 * leader added tells that leader nothing until the place is confirmed (`ledPeopleIds`), not even
 * through a count.
 */
async function peopleCounts(db: Db, ids: string[]): Promise<Map<string, Counts>> {
  const rows = await db
    .select({
      group: groupMemberships.group_id,
      size: sql<number>`count(*)::int`,
      without_resume: sql<number>`count(*) filter (where not exists (
        select 1 from ${resumes} where ${resumes.user_id} = ${groupMemberships.user_id}))::int`,
      incomplete: sql<number>`count(*) filter (where ${users.completion_state} = 'incomplete')::int`,
    })
    .from(groupMemberships)
    .innerJoin(users, eq(users.id, groupMemberships.user_id))
    .where(and(inArray(groupMemberships.group_id, ids), countsAsActiveMember))
    .groupBy(groupMemberships.group_id);
  return new Map(rows.map(({ group, ...counts }) => [group, counts]));
}

async function presentManagedGroups(rows: GroupRow[], { db }: { db: Db }): Promise<ManagedGroup[]> {
  if (rows.length === 0) return [];
  const [counts, leaders] = await Promise.all([
    peopleCounts(
      db,
      rows.map((row) => row.id),
    ),
    loadPersonRefs(
      db,
      rows.flatMap((row) => row.leader_ids),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    // The rule lists no other type.
    type: row.type as ManagedGroup['type'],
    name: row.name,
    leaders: row.leader_ids.flatMap((id) => leaders.get(id) ?? []),
    man_days: row.man_days,
    estimated_cost: row.estimated_cost,
    ...(counts.get(row.id) ?? { size: 0, without_resume: 0, incomplete: 0 }),
  }));
}

const managedGroupsExport = {
  name: { heading: { en: 'Name', fr: 'Nom' }, cell: (group: ManagedGroup) => group.name },
  type: { heading: { en: 'Type', fr: 'Type' }, cell: (group: ManagedGroup) => group.type },
  leaders: {
    heading: { en: 'Leaders', fr: 'Responsables' },
    cell: (group: ManagedGroup) => peopleNames(group.leaders),
  },
  size: {
    heading: { en: 'Active members', fr: 'Membres actifs' },
    cell: (group: ManagedGroup) => group.size,
  },
  man_days: { heading: { en: 'Man-days', fr: 'Jours-homme' }, cell: (group: ManagedGroup) => group.man_days },
  estimated_cost: {
    heading: { en: 'Estimated cost', fr: 'Coût estimé' },
    cell: (group: ManagedGroup) => group.estimated_cost,
  },
  without_resume: {
    heading: { en: 'Without a resume', fr: 'Sans CV' },
    cell: (group: ManagedGroup) => group.without_resume,
  },
  incomplete: {
    heading: { en: 'Incomplete profiles', fr: 'Profils incomplets' },
    cell: (group: ManagedGroup) => group.incomplete,
  },
};

/** A tool's teams, squads and chapters: one implementation, the rule says whose. */
const managedGroups = (tool: ManagingTool) =>
  implementObject(MANAGED_GROUPS_OBJECTS[tool], {
    table: groups,
    access: {
      read: (ctx) => {
        const allowed = toolGroupsRule(tool)(ctx);
        const managed = inArray(groups.type, [...MANAGED_GROUP_TYPES]);
        return allowed === false ? false : allowed === true ? managed : and(managed, allowed)!;
      },
    },
    present: presentManagedGroups,
    export: managedGroupsExport,
    search: {
      text: foldedTextSearch(sql`lower(immutable_unaccent(${groups.name}))`),
      filters: { type: scalar(groups.type) },
      sorts: { name: groups.name, man_days: groups.man_days, estimated_cost: groups.estimated_cost },
      defaultOrder: [asc(groups.name), asc(groups.id)],
    },
  });

export const managedGroupsImplementations = [
  managedGroups('cso'),
  managedGroups('hr'),
  managedGroups('leader'),
];
