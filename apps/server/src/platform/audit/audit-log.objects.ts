import { auditLogObject, type AuditEntry } from '@atrium/contract';
import { desc, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { implementObject, scalarFilter as scalar } from '../c13s/define-object.ts';
import { foldedTextSearch } from '../c13s/folded-text-search.ts';
import { loadPersonRefs } from '../users/person-refs.ts';
import { auditLog, type AuditRow } from './audit.tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant of a `YYYY-MM-DD` day in UTC (the filter's pattern has checked the form). */
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/** A day bound: `since` keeps what happened from the start of the day, `until` up to its end. */
const dayBound = (bound: (day: string) => SQL) => ({
  kind: 'condition' as const,
  where: (days: string[]) => or(...days.map(bound))!,
});

async function present(rows: AuditRow[], { db }: { db: DbOrTx }): Promise<AuditEntry[]> {
  const actors = await loadPersonRefs(
    db,
    rows.flatMap((row) => (row.actor ? [row.actor] : [])),
  );
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor ? (actors.get(row.actor) ?? null) : null,
    object: row.object,
    record_id: row.record_id,
    action: row.action,
    changes: row.changes,
  }));
}

/**
 * `admin/audit_log`: the history of audited writes, newest first, for holders of 'audit read'.
 * Read-only: the declaration offers no write, and the table's trigger refuses any anyway.
 */
export const auditLogImplementation = implementObject(auditLogObject, {
  table: auditLog,
  present,
  search: {
    // The values changed (a name, a code): an administrator looks for what they remember.
    text: foldedTextSearch(sql`lower(immutable_unaccent(${auditLog.changes}::text))`),
    filters: {
      record_id: scalar(auditLog.record_id),
      actor: scalar(auditLog.actor),
      object: scalar(auditLog.object),
      action: scalar(auditLog.action),
      since: dayBound((day) => gte(auditLog.at, dayStart(day))),
      until: dayBound((day) => lt(auditLog.at, new Date(dayStart(day).getTime() + DAY_MS))),
    },
    sorts: { at: auditLog.at },
    defaultOrder: [desc(auditLog.at), desc(auditLog.id)],
  },
});
