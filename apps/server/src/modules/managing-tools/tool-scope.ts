import type { ManagingTool } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import type { AccessRule } from '../../platform/c13s/define-object.ts';
import { holdsRole } from '../../platform/permissions/holds-role.ts';
import { users } from '../../platform/users/users.tables.ts';
import { groups } from '../groups/groups.tables.ts';
import { ledPeopleIds } from '../groups/led-people.ts';

/** SPEC §6: the CSO tool is the CSO's, the HR tool HR's (a role held, as the menu shows it). */
const TOOL_ROLE = { cso: 'CSO', hr: 'HR' } as const;

/**
 * Who a tool lists (the read rule of its people): CSO and HR everyone active, a leader the active
 * members of the groups they lead and no one else, whatever the filters ask. A newcomer on
 * restricted access reaches no tool.
 */
export function toolPeopleRule(tool: ManagingTool): AccessRule {
  return (ctx) => {
    if (ctx.restricted || !ctx.can('users', 'read')) return false;
    const active = sql`${users.status} = 'active'`;
    if (tool === 'leader') return sql`${active} and ${users.id} in (${ledPeopleIds(ctx.user.id)})`;
    return sql`${active} and ${holdsRole(ctx, TOOL_ROLE[tool])}`;
  };
}

/** Which groups a tool lists: every team, squad and chapter for CSO and HR, a leader's own. */
export function toolGroupsRule(tool: ManagingTool): AccessRule {
  return (ctx) => {
    if (ctx.restricted || !ctx.can('teams', 'read')) return false;
    if (tool === 'leader') return sql`${groups.leader_ids} @> array[${ctx.user.id}::text]`;
    return holdsRole(ctx, TOOL_ROLE[tool]);
  };
}
