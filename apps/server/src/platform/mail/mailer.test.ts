import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app-setup.ts';
import { mailOutbox } from '../a12n/a12n.tables.ts';
import { createMailer } from './mailer.ts';

const LINK = 'http://localhost:3000/login/reset-password/secret-token-123/a%40b.c';
const mail = { to: 'a@b.c', subject: 'Reset your Atrium password', body: `Open ${LINK}` };

/** A logger that keeps what it was given, to read back. */
function recordingLog(): { log: FastifyBaseLogger; lines: () => string } {
  const calls: unknown[] = [];
  const record = (...args: unknown[]) => void calls.push(args);
  const log = { info: record, error: record, warn: record, debug: record } as unknown as FastifyBaseLogger;
  return { log, lines: () => JSON.stringify(calls) };
}

describe('mail', () => {
  const ctx = useTestApp();
  const received: string[] = [];
  let smtp: SMTPServer;
  let smtpUrl = '';

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
        stream.on('end', () => {
          received.push(text);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('without SMTP_URL keeps the mail unsent in the outbox and logs it without its body', async () => {
    const { log, lines } = recordingLog();
    await createMailer({ smtpUrl: undefined, mailFrom: 'Atrium <no-reply@atrium.test>' }, ctx().db, log).send(
      mail,
    );
    const [kept] = await ctx().db.select().from(mailOutbox).where(eq(mailOutbox.to, mail.to));
    expect(kept).toMatchObject({ body: mail.body, sent_at: null });
    expect(lines()).toContain(mail.subject);
    expect(lines()).not.toContain('secret-token-123');
    await ctx().db.delete(mailOutbox);
  });

  it('sends over SMTP, then drops the body (and its link) from the outbox', async () => {
    const { log, lines } = recordingLog();
    await createMailer({ smtpUrl, mailFrom: 'Atrium <no-reply@atrium.test>' }, ctx().db, log).send(mail);
    expect(received.join('\n')).toContain('secret-token-123');
    const [sent] = await ctx().db.select().from(mailOutbox).where(eq(mailOutbox.to, mail.to));
    expect(sent?.sent_at).toBeInstanceOf(Date);
    expect(sent?.body).toBe('');
    expect(lines()).not.toContain('secret-token-123');
  });

  it('sends an HTML part beside the text when the mail has one, and drops both once sent', async () => {
    const { log } = recordingLog();
    received.length = 0;
    const html = { ...mail, to: 'html@b.c', html: '<p>Open <a href="https://x.test/t">the link</a></p>' };
    await createMailer({ smtpUrl, mailFrom: 'Atrium <no-reply@atrium.test>' }, ctx().db, log).send(html);
    expect(received.join('\n')).toMatch(/Content-Type: text\/plain/);
    expect(received.join('\n')).toMatch(/Content-Type: text\/html/);
    const [sent] = await ctx().db.select().from(mailOutbox).where(eq(mailOutbox.to, 'html@b.c'));
    expect(sent).toMatchObject({ body: '', html: null });
  });
});
