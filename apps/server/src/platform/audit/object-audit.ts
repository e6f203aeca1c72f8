import { AUDITED_OBJECTS, type AuditedObject } from '@atrium/contract';
import type { Tx } from '../../db/database.ts';
import type { ObjectDefinition } from '../c13s/define-object.ts';
import { diffFields, recordAudit, type AuditEntry } from './audit.ts';

type Fields = Record<string, unknown>;

/**
 * How the generic engine records an object's writes (set as `audit` on its implementation). An
 * object is audited because its area chose to: the log is for what people must be able to
 * account for, not for drafts and derived data.
 */
export type AuditSpec = {
  /** Columns kept out on top of secrets and bookkeeping: mirrors of other columns, derived data. */
  omit?: readonly string[];
  /**
   * What else belongs to a record, read in the write's transaction before and after it: what
   * lives in tables of its own (a group's people), so that a change there shows too.
   */
  related?: (tx: Tx, id: string) => Promise<Fields>;
};

/** The engine's side of auditing one object: a record's state, and the entry for a write. */
export function objectAudit(name: string, spec: AuditSpec) {
  // Refused when the server starts: the log's readers filter on the declared list.
  if (!AUDITED_OBJECTS.includes(name as AuditedObject))
    throw new Error(`${name}: audited but not in AUDITED_OBJECTS`);
  const object = name as AuditedObject;

  /** The entry for a write; none for an update that changed no recorded field. */
  function entry(
    actor: string | null,
    action: 'create' | 'update' | 'delete',
    before: Fields | null,
    after: Fields | null,
  ): AuditEntry | null {
    const changes = diffFields(before, after, spec.omit);
    if (action === 'update' && Object.keys(changes).length === 0) return null;
    return { actor, object, recordId: (after ?? before)?.id as string, action, changes };
  }

  return {
    entry,

    /** The record's state as the log compares it: its row and its related fields. */
    async state(tx: Tx, row: Fields): Promise<Fields> {
      return { ...row, ...(await spec.related?.(tx, row.id as string)) };
    },

    /** Records the write in `tx`; an update that changed no recorded field leaves no entry. */
    async record(tx: Tx, ...write: Parameters<typeof entry>): Promise<void> {
      const found = entry(...write);
      if (found) await recordAudit(tx, found);
    },
  };
}

export type ObjectAudit = ReturnType<typeof objectAudit>;

/** The audit of an object that declares one, for the engine and for routes that write it outside the engine. */
export const auditOf = (def: ObjectDefinition): ObjectAudit | undefined =>
  def.audit && objectAudit(`${def.module}/${def.object}`, def.audit);
