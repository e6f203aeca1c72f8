import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { mailOutbox } from '../a12n/a12n.tables.ts';
import { loggableError } from '../loggable-error.ts';

/** A mail: its text part always, an HTML part for those that have one. */
export type Mail = { to: string; subject: string; body: string; html?: string };

/**
 * Sends mail over SMTP_URL. Every mail is first kept in the outbox table; once sent, its body is
 * dropped, since it may carry a link that opens an account. Without SMTP_URL the mail stays in the
 * outbox, unsent (where the reset flow can be followed on a laptop and in tests). The log names the
 * mail, never its body.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, db: Db, log: FastifyBaseLogger) {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;

  return {
    async send(mail: Mail): Promise<void> {
      const [stored] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      if (!transport) {
        log.info(
          { mail: { id: stored?.id, subject: mail.subject } },
          'mail kept in mail_outbox: no SMTP_URL',
        );
        return;
      }
      try {
        await transport.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.body,
          ...(mail.html && { html: mail.html }),
        });
        if (stored)
          await db
            .update(mailOutbox)
            .set({ sent_at: new Date(), body: '', html: null })
            .where(eq(mailOutbox.id, stored.id));
      } catch (error) {
        // The caller's answer must not reveal whether mail went out (it could tell that an account exists).
        log.error(
          { err: loggableError(error), mail: { id: stored?.id, subject: mail.subject } },
          'mail could not be sent',
        );
      }
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
