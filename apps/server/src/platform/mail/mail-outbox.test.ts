import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { mailOutbox } from '../a12n/a12n.tables.ts';

describe('the mail outbox, as administrators see it', () => {
  const received: string[] = [];
  const smtp = new SMTPServer({
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
  let testApp: TestApp | undefined;
  const ctx = () => testApp!;
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    testApp = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    await testApp.app.jobs.start(testApp.app);
  });
  afterAll(async () => {
    await testApp?.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  const base = '/api/c13s/v2/admin/mail_outbox';
  const failedMail = async (to: string) => {
    const [row] = await ctx()
      .db.insert(mailOutbox)
      .values({
        to,
        subject: 'Your welcome link',
        body: 'Open https://atrium.test/?token=secret-token',
        attempts: 9,
        last_error: 'Mailbox unavailable',
        failed_at: new Date(),
      })
      .returning();
    return row!;
  };

  it('lists failed mails with what the server said, never their body, to administrators only', async () => {
    const failed = await failedMail('failed@example.org');
    await ctx().db.insert(mailOutbox).values({ to: 'waiting@example.org', subject: 'Later', body: 'x' });
    const admin = await ctx().signedIn({ roles: ['admin'] });

    const response = await admin.request({ method: 'GET', url: `${base}/search?state=failed` });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: Record<string, unknown>[] };
    expect(data.map((mail) => mail.to)).toEqual(['failed@example.org']);
    expect(data[0]).toMatchObject({
      id: failed.id,
      state: 'failed',
      attempts: 9,
      last_error: 'Mailbox unavailable',
    });
    expect(JSON.stringify(data)).not.toContain('secret-token');

    const hr = await ctx().signedIn({ roles: ['HR'] });
    expect((await hr.request({ method: 'GET', url: `${base}/search` })).statusCode).toBe(403);
  });

  it('sends a failed mail again on an administrator’s retry, and refuses a mail that did not fail', async () => {
    const failed = await failedMail('retry@example.org');
    const [waiting] = await ctx()
      .db.insert(mailOutbox)
      .values({ to: 'queued@example.org', subject: 'Queued', body: 'x' })
      .returning();
    const admin = await ctx().signedIn({ roles: ['admin'] });

    const refused = await admin.request({ method: 'POST', url: `${base}/${waiting!.id}/retry` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'mail.retryOnlyFailed',
      msg: 'Only a mail that failed can be sent again',
    });

    const retried = await admin.request({ method: 'POST', url: `${base}/${failed.id}/retry` });
    expect(retried.statusCode).toBe(200);
    await vi.waitFor(
      async () => {
        const [mail] = await ctx().db.select().from(mailOutbox).where(eq(mailOutbox.id, failed.id));
        expect(mail?.sent_at).toBeInstanceOf(Date);
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(received.join('\n')).toContain('retry@example.org');
  });
});
