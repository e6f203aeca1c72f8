import { MANAGED_PEOPLE_OBJECTS, TOOL_PERSON_COLUMNS, type ManagingTool } from '@atrium/contract';
import { asc, inArray, sql } from 'drizzle-orm';
import {
  arrayFilter as array,
  implementObject,
  scalarFilter as scalar,
} from '../../platform/c13s/define-object.ts';
import type { Db } from '../../db/database.ts';
import { users, type UserRow } from '../../platform/users/users.tables.ts';
import { groupMemberships } from '../groups/groups.tables.ts';
import { userTextSearch } from '../people/user-text-search.ts';
import { managedPeopleExport } from './managed-people.export.ts';
import { presentManagedPeople } from './managed-people.present.ts';
import { toolPeopleRule } from './tool-scope.ts';

const filters = {
  business_unit: scalar(users.business_unit),
  business_line: scalar(users.business_line),
  hub: scalar(users.hub),
  grade: scalar(users.grade),
  technical_skills: array(users.technical_skills),
  sectorial_skills: array(users.sectorial_skills),
  languages: array(users.language_codes),
  completion: scalar(users.completion_state),
  employment_type: scalar(users.employment_type),
};

const sorts = {
  last_name: users.last_name,
  grade: users.grade,
  position: users.position,
  business_unit: users.business_unit,
  business_line: users.business_line,
  hub: users.hub,
  completion_rate: users.completion_rate,
};

/** The sorts a tool declares, each with its column: no other is accepted. */
const sortsOf = <S extends keyof typeof sorts>(names: readonly S[]) =>
  Object.fromEntries(names.map((name) => [name, sorts[name]])) as Pick<typeof sorts, S>;

const search = {
  text: userTextSearch,
  defaultOrder: [asc(users.last_name), asc(users.first_name), asc(users.id)],
};

/** One implementation for the three tools' people; what differs is their declaration and rule. */
function managedPeople<Tool extends ManagingTool>(tool: Tool) {
  const columns: readonly (typeof TOOL_PERSON_COLUMNS)[Tool][number][] = TOOL_PERSON_COLUMNS[tool];
  return {
    table: users,
    access: { read: toolPeopleRule(tool) },
    present: (rows: UserRow[], { db }: { db: Db }) => presentManagedPeople(rows, db, columns),
    export: managedPeopleExport(columns),
  };
}

export const csoUsersImplementation = implementObject(MANAGED_PEOPLE_OBJECTS.cso, {
  ...managedPeople('cso'),
  search: { ...search, filters, sorts: sortsOf(MANAGED_PEOPLE_OBJECTS.cso.sorts) },
});

export const hrUsersImplementation = implementObject(MANAGED_PEOPLE_OBJECTS.hr, {
  ...managedPeople('hr'),
  search: { ...search, filters, sorts: sortsOf(MANAGED_PEOPLE_OBJECTS.hr.sorts) },
});

export const leaderUsersImplementation = implementObject(MANAGED_PEOPLE_OBJECTS.leader, {
  ...managedPeople('leader'),
  search: {
    ...search,
    filters: {
      ...filters,
      // One of the caller's groups: the rule already keeps the list to the groups they lead.
      group: {
        kind: 'condition',
        where: (ids) => sql`${users.id} in (select ${groupMemberships.user_id} from ${groupMemberships}
          where ${inArray(groupMemberships.group_id, ids)} and ${groupMemberships.status} = 'active')`,
      },
    },
    sorts: sortsOf(MANAGED_PEOPLE_OBJECTS.leader.sorts),
  },
});
