import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/database.ts';
import { mailOutbox } from '../a12n/a12n.tables.ts';
import { defineJob, type JobAttempt, type JobQueue } from '../jobs/job-queue.ts';
import { loggableError } from '../loggable-error.ts';

/** A mail: its text part always, an HTML part for those that have one. */
export type Mail = { to: string; subject: string; body: string; html?: string };

/** What the outbox keeps of a mail server's refusal: enough to act on, never the whole transcript. */
const LAST_ERROR_MAX = 500;

/**
 * Delivers one outbox mail. A mail server that refuses or cannot be reached is tried again with
 * back-off (about 30 s, 1, 2, 4… min, at most an hour apart) for some hours before the mail is
 * marked failed.
 */
export const mailDeliveryJob = defineJob<{ id: string }>({
  name: 'mail-deliver',
  queue: { retryLimit: 8, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600 },
  run: (app, job) => app.mailer.deliver(job),
});

/**
 * Sends mail over SMTP_URL through the outbox: `send` keeps the mail and enqueues its delivery in
 * one transaction, the queue delivers it. Once sent, its body is dropped, since it may carry a link
 * that opens an account. Without SMTP_URL the mail stays in the outbox, unsent (where the reset flow
 * can be followed on a laptop and in tests). The log names the mail, never its body.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
  db: Db,
  jobs: Pick<JobQueue, 'send' | 'started'>,
  log: FastifyBaseLogger,
) {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;

  return {
    /**
     * Keeps the mail and enqueues its delivery; given a transaction, inside it, so the mail exists
     * only if what it announces was committed (a campaign's round and its mails, together).
     */
    async send(mail: Mail, { tx }: { tx?: Tx } = {}): Promise<void> {
      if (!transport || !jobs.started) {
        const [stored] = await (tx ?? db).insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
        log.info(
          { mail: { id: stored?.id, subject: mail.subject } },
          transport
            ? 'mail kept in mail_outbox: the job queue is not running'
            : 'mail kept in mail_outbox: no SMTP_URL',
        );
        return;
      }
      const keep = async (into: Tx) => {
        const [stored] = await into.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
        if (stored) await jobs.send(mailDeliveryJob, { id: stored.id }, { tx: into });
      };
      await (tx ? keep(tx) : db.transaction(keep));
    },

    /** One delivery attempt of an outbox mail; throws to have the queue try again later. */
    async deliver({ data, retryCount, retryLimit }: JobAttempt<{ id: string }>): Promise<void> {
      if (!transport) return;
      const [mail] = await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.id, data.id), isNull(mailOutbox.sent_at)));
      if (!mail) return;
      try {
        await transport.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.body,
          ...(mail.html && { html: mail.html }),
        });
      } catch (error) {
        const last = retryCount >= retryLimit;
        await db
          .update(mailOutbox)
          .set({
            attempts: mail.attempts + 1,
            last_error: (error instanceof Error ? error.message : String(error)).slice(0, LAST_ERROR_MAX),
            ...(last && { failed_at: new Date() }),
          })
          .where(eq(mailOutbox.id, mail.id));
        log.error(
          {
            err: loggableError(error),
            mail: { id: mail.id, subject: mail.subject, attempt: retryCount + 1, last },
          },
          'mail could not be sent',
        );
        throw error;
      }
      await db
        .update(mailOutbox)
        .set({ sent_at: new Date(), body: '', html: null, attempts: mail.attempts + 1, last_error: null })
        .where(eq(mailOutbox.id, mail.id));
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
