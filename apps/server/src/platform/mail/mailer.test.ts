import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
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

/** Polls until `check` holds, for at most `ms`. */
async function within(ms: number, check: () => Promise<boolean> | boolean): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

describe('mail', () => {
  const received: string[] = [];
  /** What the SMTP server answers to the next mails: refuse them while this is above zero. */
  let refusals = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          const refused = Object.assign(new Error('Mailbox unavailable, try later'), { responseCode: 451 });
          done(refused);
          return;
        }
        received.push(text);
        done();
      });
    },
  });
  let smtpUrl = '';
  let testApp: TestApp | undefined;
  const ctx = () => testApp!;
  // The app sends to this test's SMTP server, with its job queue running, as the server runs.
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
    testApp = await createTestApp({ SMTP_URL: smtpUrl });
    await testApp.app.jobs.start(testApp.app);
  });
  afterAll(async () => {
    await testApp?.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  const outboxRow = async (to: string) =>
    (await ctx().db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0];
  /** A mailer like the app's, whose log the test reads. */
  const mailerOn = (log: FastifyBaseLogger) =>
    createMailer({ smtpUrl, mailFrom: 'Atrium <no-reply@atrium.test>' }, ctx().db, ctx().app.jobs, log);

  it('without SMTP_URL keeps the mail unsent in the outbox and logs it without its body', async () => {
    const { log, lines } = recordingLog();
    const noSmtp = createMailer(
      { smtpUrl: undefined, mailFrom: 'Atrium <no-reply@atrium.test>' },
      ctx().db,
      ctx().app.jobs,
      log,
    );
    await noSmtp.send(mail);
    expect(await outboxRow(mail.to)).toMatchObject({ body: mail.body, sent_at: null });
    expect(lines()).toContain(mail.subject);
    expect(lines()).not.toContain('secret-token-123');
    await ctx().db.delete(mailOutbox);
  });

  it('delivers through the job queue over SMTP, then drops the body (and its link) from the outbox', async () => {
    const { log, lines } = recordingLog();
    const [stored] = await ctx().db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
    await mailerOn(log).deliver({ id: 'job', data: { id: stored!.id }, retryCount: 0, retryLimit: 8 });
    expect(received.join('\n')).toContain('secret-token-123');
    const sent = await outboxRow(mail.to);
    expect(sent?.sent_at).toBeInstanceOf(Date);
    expect(sent?.body).toBe('');
    expect(lines()).not.toContain('secret-token-123');
  });

  it('sends an HTML part beside the text when the mail has one, and drops both once sent', async () => {
    const { log } = recordingLog();
    received.length = 0;
    const html = { ...mail, to: 'html@b.c', html: '<p>Open <a href="https://x.test/t">the link</a></p>' };
    const mailer = mailerOn(log);
    const [stored] = await ctx().db.insert(mailOutbox).values(html).returning({ id: mailOutbox.id });
    await mailer.deliver({ id: 'job', data: { id: stored!.id }, retryCount: 0, retryLimit: 8 });
    expect(received.join('\n')).toMatch(/Content-Type: text\/plain/);
    expect(received.join('\n')).toMatch(/Content-Type: text\/html/);
    expect(await outboxRow('html@b.c')).toMatchObject({ body: '', html: null });
  });

  it('keeps a refused mail for the next attempt, with what the server said, and marks it failed after the last', async () => {
    const { log } = recordingLog();
    const mailer = mailerOn(log);
    const [stored] = await ctx()
      .db.insert(mailOutbox)
      .values({ ...mail, to: 'later@b.c' })
      .returning({ id: mailOutbox.id });
    const attempt = (retryCount: number) =>
      mailer.deliver({ id: 'job', data: { id: stored!.id }, retryCount, retryLimit: 1 });

    refusals = 2;
    await expect(attempt(0)).rejects.toThrow(/451/);
    expect(await outboxRow('later@b.c')).toMatchObject({
      attempts: 1,
      sent_at: null,
      failed_at: null,
      body: mail.body,
    });
    expect((await outboxRow('later@b.c'))?.last_error).toMatch(/Mailbox unavailable/);

    await expect(attempt(1)).rejects.toThrow(/451/);
    const failed = await outboxRow('later@b.c');
    expect(failed).toMatchObject({ attempts: 2, sent_at: null });
    expect(failed?.failed_at).toBeInstanceOf(Date);
  });

  it('an app with SMTP_URL and its queue running delivers what it sends', async () => {
    received.length = 0;
    refusals = 0;
    await ctx().app.mailer.send({ ...mail, to: 'queued@b.c', body: 'Sent by the queue' });
    expect(await within(15_000, () => received.some((text) => text.includes('Sent by the queue')))).toBe(
      true,
    );
    expect(await within(5_000, async () => (await outboxRow('queued@b.c'))?.sent_at instanceof Date)).toBe(
      true,
    );
  });
});
