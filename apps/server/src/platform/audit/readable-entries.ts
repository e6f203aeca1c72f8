import { AUDITED_OBJECTS } from '@atrium/contract';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { accessRule } from '../c13s/access.ts';
import type { AccessContext, ObjectDefinition } from '../c13s/define-object.ts';
import { auditLog } from './audit.tables.ts';

/**
 * The entries of the audit log whose values (`changes`) the reader may see: those about a record
 * the reader may read by its object's own read rule (a person's roles: 'permissions read'). The
 * log's 'audit read' tells who did what and when; it never lets a reader see through the log what
 * the object itself refuses them (a newcomer's personal email to whoever lacks 'newcomers read').
 * A record that no longer exists matches no row rule: only a rule that allows every record shows
 * its values. An audited object without an implementation shows none.
 */
export function readableEntries(objects: readonly ObjectDefinition[], ctx: AccessContext): SQL {
  const readable = AUDITED_OBJECTS.flatMap((object) => {
    const def = objects.find((candidate) => `${candidate.module}/${candidate.object}` === object);
    // Roles and grants have no generic object: 'permissions read' reads them.
    const rule =
      object === 'public/permissions' ? ctx.can('permissions', 'read') : def && accessRule(def, 'read', ctx);
    if (!rule) return [];
    if (rule === true) return [eq(auditLog.object, object)];
    const { table } = def!;
    return [
      and(
        eq(auditLog.object, object),
        sql`exists (select 1 from ${table} where ${table.id} = ${auditLog.record_id} and ${rule})`,
      )!,
    ];
  });
  return or(...readable) ?? sql`false`;
}
