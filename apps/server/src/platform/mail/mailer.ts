import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { mailOutbox } from '../a12n/a12n.tables.ts';

export type Mail = { to: string; subject: string; body: string };

/**
 * Sends mail over SMTP_URL. Every mail is first kept in the outbox table; without SMTP_URL it is
 * only logged and kept there, so the password-reset flow can be followed on a laptop and in tests.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, db: Db, log: FastifyBaseLogger) {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;

  return {
    async send(mail: Mail): Promise<void> {
      const [stored] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      if (!transport) {
        log.info(
          { mail: { to: mail.to, subject: mail.subject, body: mail.body } },
          'mail not sent: no SMTP_URL',
        );
        return;
      }
      try {
        await transport.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.body,
        });
        if (stored)
          await db.update(mailOutbox).set({ sent_at: new Date() }).where(eq(mailOutbox.id, stored.id));
      } catch (error) {
        // The caller's answer must not reveal whether mail went out (it could tell that an account exists).
        log.error({ err: error, to: mail.to }, 'mail could not be sent');
      }
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
