import type { SQL } from 'drizzle-orm';
import { forbidden } from '../http-errors.ts';
import type { AccessContext, ObjectDefinition, Operation } from './define-object.ts';

/** The object's rule for an operation; by default `can(permission, operation)`. */
export function accessRule(def: ObjectDefinition, operation: Operation, ctx: AccessContext): boolean | SQL {
  const custom = def.access?.[operation];
  return custom ? custom(ctx) : ctx.can(def.permission, operation);
}

/** Refuses at once when the rule can never allow; otherwise the row filter to apply, if any. */
export function rowFilterOrRefuse(
  def: ObjectDefinition,
  operation: Operation,
  ctx: AccessContext,
): SQL | undefined {
  const rule = accessRule(def, operation, ctx);
  if (rule === false) throw forbidden();
  return rule === true ? undefined : rule;
}
