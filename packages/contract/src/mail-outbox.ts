import { z } from 'zod';
import { defineObject } from './define-object.ts';

/**
 * Where an outbox mail stands: waiting (not sent yet: queued, being retried, or kept because no
 * mail server is configured), sent, or failed (every attempt refused; an administrator may retry).
 */
export const MAIL_STATES = ['waiting', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/**
 * `admin/mail_outbox`: what the platform mailed, as administrators see it to act on failures. Never
 * the body: it may carry a link that opens an account.
 */
export const OutboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  state: z.enum(MAIL_STATES),
  attempts: z.number(),
  /** What the mail server answered to the latest failed attempt. */
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  failed_at: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof OutboxMail>;

/** `admin/mail_outbox`: read with 'mail read'; `POST …/{id}/retry` with 'mail update'. */
export const mailOutboxObject = defineObject({
  module: 'admin',
  object: 'mail_outbox',
  permission: 'mail',
  record: OutboxMail,
  filters: { state: { values: MAIL_STATES } },
  facets: [],
  sorts: ['created_at'],
});
