import { mailOutboxObject, type MailState, type OutboxMail } from '@atrium/contract';
import { and, asc, desc, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { mailOutbox } from '../a12n/a12n.tables.ts';
import { implementObject } from '../c13s/define-object.ts';
import { foldedTextSearch } from '../c13s/folded-text-search.ts';

type OutboxRow = typeof mailOutbox.$inferSelect;

/** Each state as a condition on the row: failed and sent are final; anything else still waits. */
const STATE_WHERE: Record<MailState, SQL> = {
  sent: isNotNull(mailOutbox.sent_at),
  failed: and(isNull(mailOutbox.sent_at), isNotNull(mailOutbox.failed_at))!,
  waiting: and(isNull(mailOutbox.sent_at), isNull(mailOutbox.failed_at))!,
};

export function mailState(row: Pick<OutboxRow, 'sent_at' | 'failed_at'>): MailState {
  if (row.sent_at) return 'sent';
  return row.failed_at ? 'failed' : 'waiting';
}

const present = (rows: OutboxRow[]): OutboxMail[] =>
  rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    state: mailState(row),
    attempts: row.attempts,
    last_error: row.last_error,
    created_at: row.created_at.toISOString(),
    sent_at: row.sent_at?.toISOString() ?? null,
    failed_at: row.failed_at?.toISOString() ?? null,
  }));

/**
 * `admin/mail_outbox`: the outbox as administrators read it ('mail read'), newest first, to see
 * which mails the mail server refused and why. Read-only here; a retry is its own route.
 */
export const mailOutboxImplementation = implementObject(mailOutboxObject, {
  table: mailOutbox,
  present,
  search: {
    text: foldedTextSearch(sql`lower(immutable_unaccent(${mailOutbox.to} || ' ' || ${mailOutbox.subject}))`),
    filters: {
      state: {
        kind: 'condition',
        where: (values) => or(...values.map((value) => STATE_WHERE[value as MailState]))!,
      },
    },
    sorts: { created_at: mailOutbox.created_at },
    defaultOrder: [desc(mailOutbox.created_at), asc(mailOutbox.id)],
  },
});
