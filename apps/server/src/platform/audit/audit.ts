import type { AuditAction, AuditedObject } from '@atrium/contract';
import type { DbOrTx } from '../../db/database.ts';
import { auditLog, type AuditChanges } from './audit.tables.ts';

/** One change to record: who, which record of which object, what they did, and what moved. */
export type AuditEntry = {
  /** The person acting; null for the system (a scheduled job). */
  actor: string | null;
  /** `module/object`, as the generic API names it (`cv_library/projects`). */
  object: AuditedObject;
  recordId: string | null;
  action: AuditAction;
  changes: AuditChanges;
  /** The API token the write came with: "by token {name}" in the log. */
  token?: string | null;
};

/**
 * Appends entries in the caller's transaction: an audit row commits with the change it tells of,
 * or not at all (a refused write leaves no trace). Routes that write outside the generic engine
 * call it next to their own write; a bulk write passes its entries at once.
 */
export async function recordAudit(tx: DbOrTx, entries: AuditEntry | readonly AuditEntry[]): Promise<void> {
  const all = Array.isArray(entries) ? entries : [entries as AuditEntry];
  if (all.length === 0) return;
  await tx.insert(auditLog).values(
    all.map((entry) => ({
      actor: entry.actor,
      object: entry.object,
      record_id: entry.recordId,
      action: entry.action,
      changes: entry.changes,
      token_id: entry.token ?? null,
    })),
  );
}

/**
 * A file attached to or removed from a record (a credential's deck, a group's file): one entry on
 * that record, the file's name under `field`, as any other change of its fields.
 */
export function recordFileAudit(
  tx: DbOrTx,
  file: { actor: string; object: AuditedObject; recordId: string; field: string; fileName: string },
  action: 'attach' | 'detach',
): Promise<void> {
  const { actor, object, recordId, field, fileName } = file;
  return recordAudit(tx, {
    actor,
    object,
    recordId,
    action,
    changes: {
      [field]: action === 'attach' ? { before: null, after: fileName } : { before: fileName, after: null },
    },
  });
}

type Fields = Readonly<Record<string, unknown>>;

/**
 * Never recorded, whatever the object: secrets (a hash or a token must not outlive its column in
 * a history nobody may erase), the id (the entry's own `record_id`), bookkeeping every write
 * touches, search documents, and the engine's own `…__` helper columns.
 */
const NEVER_RECORDED = /password|token|secret|hash|^search_|^(id|created_at|updated_at)$|__$/i;

/** JSON-comparable form of a column value: dates as ISO text, the rest as stored. */
function comparable(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : (value ?? null);
}

/** Nothing worth telling on a create or a delete: an empty list, text or object. */
function isEmpty(value: unknown): boolean {
  if (value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value as object).length === 0;
}

/**
 * The fields that differ between two states of a record, each with its value before and after.
 * A create has no `before`, a delete no `after`: every field holding something then shows, null
 * on the missing side. `omit` names what an object keeps out on top of `NEVER_RECORDED`.
 */
export function diffFields(
  before: Fields | null,
  after: Fields | null,
  omit: readonly string[] = [],
): AuditChanges {
  const changes: AuditChanges = {};
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const name of names) {
    if (NEVER_RECORDED.test(name) || omit.includes(name)) continue;
    const was = comparable(before?.[name]);
    const is = comparable(after?.[name]);
    if (!before && isEmpty(is)) continue;
    if (!after && isEmpty(was)) continue;
    if (JSON.stringify(was) !== JSON.stringify(is)) changes[name] = { before: was, after: is };
  }
  return changes;
}
