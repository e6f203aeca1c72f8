import { z } from 'zod';
import { PersonRef } from './api.ts';
import { defineObject } from './define-object.ts';
import { AUDIT_LOG_NAME } from './view-names.ts';

/** The objects whose writes are recorded, as `module/object` (roles and grants under `public/permissions`). */
export const AUDITED_OBJECTS = [
  'cv_library/users',
  'cv_library/projects',
  'cv_library/solutions',
  'cv_library/teams',
  'cv_library/tags',
  'cv_library/newcomers',
  'admin/smart_campaigns',
  'public/permissions',
  'home/news',
  'staffing/assignments',
  'admin/api_tokens',
  'admin/cv_templates',
] as const;
export type AuditedObject = (typeof AUDITED_OBJECTS)[number];

/**
 * What a write did: the generic create, update and delete, or a named move of a special route
 * (a person's roles, a role's grant, an account closed, a newcomer arriving, a campaign started…).
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'roles',
  'grant',
  'revoke',
  'deactivate',
  'reactivate',
  'link',
  'arrived',
  'left',
  'start',
  'pause',
  'resume',
  'cancel',
  'finish',
  'follow',
  'unfollow',
  'attach',
  'detach',
  'merge',
  'remind',
  'archive',
  'confirm',
  /** An API token revoked (the Integrations screen, or a person's own). */
  'revoke_token',
  /** A CV template's version made the one CVs are made with. */
  'publish',
  /** A write refused and recorded, nothing changed: a provisioning token's attempt on an administrator (issue 45). */
  'refuse',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A field's value before and after the write; null on the side where there was none. */
export const FieldChange = z.object({ before: z.unknown(), after: z.unknown() });
export type FieldChange = z.infer<typeof FieldChange>;

/** `admin/audit_log`: one recorded write. Never a secret: those columns are not recorded at all. */
export const AuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  /** Who did it; null for the system (a scheduled job), a person no longer on record, or a token. */
  actor: PersonRef.nullable(),
  /** The API token the write came with (a SCIM provisioning, a script): "by token {name}". */
  token: z.string().nullable(),
  object: z.enum(AUDITED_OBJECTS),
  /** The record changed; null for what has no id of its own (a role's grants). */
  record_id: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  /** Only the fields that changed; empty when withheld. */
  changes: z.record(z.string(), FieldChange),
  /**
   * The names of the records `changes` mentions by id (people, solutions, groups…), by id, so
   * the reader reads "Ada Lovelace", not an id; an id of nothing the reader may read is absent.
   */
  names: z.record(z.string(), z.string()),
  /**
   * The reader may not read the record this entry is about (by its object's own rules): the
   * entry tells who did what and when, never the values.
   */
  withheld: z.boolean(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/**
 * `admin/audit_log`: read-only, with 'audit read'. No create, patch or delete is declared, and the
 * database refuses to change a row anyway. `since`/`until` bound the day (inclusive) in UTC.
 */
export const auditLogObject = defineObject({
  ...AUDIT_LOG_NAME,
  permission: 'audit',
  record: AuditEntry,
  filters: {
    record_id: { type: 'id' },
    actor: { type: 'id' },
    object: { values: AUDITED_OBJECTS },
    action: { values: AUDIT_ACTIONS },
    since: { type: 'date' },
    until: { type: 'date' },
  },
  facets: ['object', 'action'],
  sorts: ['at'],
});
