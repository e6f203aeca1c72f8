import { and, eq, type SQL } from 'drizzle-orm';
import type { ServerMessageKey } from '@atrium/contract';
import { z } from 'zod';
import type { Db, Tx } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../http-errors.ts';
import type { AccessContext, AccessRule, ObjectDefinition, Operation } from './define-object.ts';

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

const uuid = z.uuid();

type RowAccessOptions = {
  /** Keeps the row locked for the rest of the transaction `db` is. */
  lock?: boolean;
  /** The 404's message, where the record may have gone since the page showed it. */
  missing?: ServerMessageKey;
};

/**
 * The one check of a record that every route and service outside the generic routes makes
 * before touching it, as the generic routes do: 403 when the rule can never allow, 400 for an id
 * that is no id, 404 when there is no such record or the caller may not read it, 403 when they
 * may read it but not do `operation` to it. `operation` is one of the object's own, or a rule for
 * what only its area knows (editing a credential's files).
 */
export async function assertRowAccess(
  db: Db | Tx,
  def: ObjectDefinition,
  id: string,
  operation: Operation | AccessRule,
  ctx: AccessContext,
  { lock = false, missing }: RowAccessOptions = {},
): Promise<void> {
  const rule = typeof operation === 'function' ? operation(ctx) : accessRule(def, operation, ctx);
  if (rule === false) throw forbidden();
  if (!uuid.safeParse(id).success) throw badRequest(undefined, { id: { msg: 'Invalid UUID' } });
  const { table } = def;
  const readable = db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), rowFilterOrRefuse(def, 'read', ctx)));
  const [row] = lock ? await readable.for('update') : await readable;
  if (!row) throw notFound(missing);
  if (rule !== true) await refuseUnlessMatches(db, def, id, rule);
}

/** 403 unless the record (known to be readable) matches an operation's row condition. */
export async function refuseUnlessMatches(
  db: Db | Tx,
  { table }: ObjectDefinition,
  id: string,
  condition: SQL,
): Promise<void> {
  const [allowed] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), condition))
    .limit(1);
  if (!allowed) throw forbidden();
}
