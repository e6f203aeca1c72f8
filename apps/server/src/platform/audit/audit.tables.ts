import type { AuditAction, AuditedObject } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns.ts';

/** One field's values around a write; `null` where there was none (a create, a delete). */
export type FieldChange = { before: unknown; after: unknown };
/** Only the fields a write changed, by name. */
export type AuditChanges = Record<string, FieldChange>;

/**
 * Who changed what, when: one row per write to an audited object, inserted in the write's own
 * transaction so a change and its record commit or vanish together. Append-only: the
 * `audit_log_append_only` trigger (migration 0021_audit_log) refuses any UPDATE or DELETE, whoever asks.
 * `actor` is no foreign key: a person's history outlives them, and the system (a job) has none.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** When the row was written, not when its transaction began: a write's entries keep their order. */
    at: timestamp('at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`clock_timestamp()`),
    /** The person who made the change; null for the system (scheduled jobs, the seed). */
    actor: uuid('actor'),
    /** `module/object` of the generic API (`cv_library/users`), or `public/permissions`. */
    object: text('object').$type<AuditedObject>().notNull(),
    /** The record changed; null for what has no id of its own (a role's grants). */
    record_id: uuid('record_id'),
    /** create, update, delete, or a named move (`roles`, `grant`, `arrived`, `deactivate`…). */
    action: text('action').$type<AuditAction>().notNull(),
    /** The API token the write came with (SCIM, a script), besides or instead of a person; no foreign key either. */
    token_id: uuid('token_id'),
    changes: jsonb('changes').$type<AuditChanges>().notNull().default({}),
  },
  (t) => [
    index('audit_log_record_at_idx').on(t.record_id, t.at),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_at_idx').on(t.actor, t.at),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
