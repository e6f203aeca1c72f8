import {
  type CompletionReminderBody,
  type PeopleBulkChanges,
  type PeopleBulkUpdateInput,
} from '@atrium/contract';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { diffFields, recordAudit } from '../../platform/audit/audit.ts';
import type { AccessContext } from '../../platform/c13s/define-object.ts';
import { forbidden, notFound } from '../../platform/http-errors.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import { users, type UserRow } from '../../platform/users/users.tables.ts';
import { peopleLedBy } from '../groups/led-people.ts';
import { completionReminderMail } from './completion-reminder-mail.ts';

type BulkField = keyof PeopleBulkChanges;

/**
 * What each field of a bulk edit needs, beyond 'users update' (an HR field of someone else's
 * record): a list of tags needs the right to change tags of that type, as any edit of it does.
 */
const FIELD_RIGHT: Record<BulkField, (ctx: AccessContext) => boolean> = {
  grade: () => true,
  position: () => true,
  business_unit: () => true,
  business_line: () => true,
  hub: () => true,
  job_profiles: (ctx) => ctx.can('tag', 'job_profile'),
};

/** Whether the caller may send completion reminders to anyone, rather than to the people they lead. */
export const remindsAnyone = (ctx: AccessContext): boolean =>
  ctx.can('users', 'update') || ctx.can('completion', 'update');

/** The rows of `ids`, locked in id order (so two bulk writes cannot deadlock), or 404 if one is missing. */
async function lockPeople(tx: Tx, ids: readonly string[]): Promise<UserRow[]> {
  const rows = await tx
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]))
    .orderBy(users.id)
    .for('update');
  if (rows.length < ids.length) throw notFound('people.bulkUnknownPerson');
  return rows;
}

/**
 * Sets the same HR fields on every person, in the caller's transaction: all or nothing (a field
 * the caller may not change, or an unknown person, refuses the whole edit), and each person's
 * change in the audit log, so their History shows it. Answers how many people were edited.
 */
export async function bulkUpdatePeople(
  tx: Tx,
  ctx: AccessContext,
  { ids, changes }: PeopleBulkUpdateInput,
): Promise<number> {
  const fields = (Object.keys(changes) as BulkField[]).filter((field) => changes[field] !== undefined);
  if (!ctx.can('users', 'update') || fields.some((field) => !FIELD_RIGHT[field](ctx))) {
    throw forbidden('people.bulkFieldForbidden');
  }
  const set = Object.fromEntries(fields.map((field) => [field, changes[field]])) as Partial<UserRow>;
  const rows = await lockPeople(tx, ids);
  await tx
    .update(users)
    .set({ ...set, updated_at: new Date() })
    .where(inArray(users.id, [...ids]));
  await recordAudit(
    tx,
    rows
      .map((row) => ({
        actor: ctx.user.id,
        object: 'cv_library/users' as const,
        recordId: row.id,
        action: 'update' as const,
        changes: diffFields(Object.fromEntries(fields.map((field) => [field, row[field]])), set),
      }))
      .filter((entry) => Object.keys(entry.changes).length > 0),
  );
  return rows.length;
}

/** A person is reminded at most once a day, whoever asks. */
const REMINDER_INTERVAL = sql`interval '1 day'`;

/** The people of `ids` reminded less than a day ago (the reminders are in the audit log). */
async function remindedLately(tx: Tx, ids: readonly string[]): Promise<Set<string>> {
  const rows = await tx
    .selectDistinct({ id: auditLog.record_id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.object, 'cv_library/users'),
        eq(auditLog.action, 'remind'),
        inArray(auditLog.record_id, [...ids]),
        gt(auditLog.at, sql`now() - ${REMINDER_INTERVAL}`),
      ),
    );
  return new Set(rows.flatMap((row) => (row.id ? [row.id] : [])));
}

/**
 * Mails each person a completion reminder, in the caller's transaction. Holders of 'users update'
 * or 'completion update' remind anyone; anyone else only the people of the groups they lead (one
 * outside refuses all, before anything is looked up). Skipped, and counted as such: whoever was
 * reminded in the last day, whose profile is complete, or whose account is not active.
 */
export async function sendCompletionReminders(
  tx: Tx,
  ctx: AccessContext,
  ids: readonly string[],
  { origin, send }: { origin: string; send: (mail: Mail) => Promise<void> },
): Promise<CompletionReminderBody> {
  if (!remindsAnyone(ctx)) {
    const led = await peopleLedBy(tx, ctx.user.id, ids);
    if (ids.some((id) => !led.has(id))) throw forbidden('people.reminderNotLed');
  }
  const rows = await lockPeople(tx, ids);
  const lately = await remindedLately(tx, ids);
  const due = rows.filter(
    (row) => row.status === 'active' && row.completion_state !== 'complete' && !lately.has(row.id),
  );
  for (const row of due) await send(completionReminderMail(row, origin));
  await recordAudit(
    tx,
    due.map((row) => ({
      actor: ctx.user.id,
      object: 'cv_library/users' as const,
      recordId: row.id,
      action: 'remind' as const,
      changes: {},
    })),
  );
  return { sent: due.length, skipped: rows.length - due.length };
}
