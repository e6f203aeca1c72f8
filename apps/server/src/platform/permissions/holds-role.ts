import type { Role } from '@atrium/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { AccessContext } from '../c13s/define-object.ts';
import { casbinRules } from './permissions.tables.ts';

/**
 * Whether the caller holds `role` (SPEC §6: the roles behind the menu's conditions), read in the
 * query itself so a role taken away counts at once, as the menu shows it.
 */
export const holdsRole = (ctx: AccessContext, role: Role): SQL =>
  sql`exists (select 1 from ${casbinRules} where ${casbinRules.ptype} = 'g'
    and ${casbinRules.v0} = ${ctx.user.id} and ${casbinRules.v1} = ${role})`;
