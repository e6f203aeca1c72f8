import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../platform/a12n/a12n.tables.ts';
import { useTestApp } from '../../test/test-app-setup.ts';
import { reports } from './report.tables.ts';

const api = '/api/c13s/v2/report/report';

describe('report/report', () => {
  const ctx = useTestApp();

  it('takes a report from anyone signed in and answers a message to show', async () => {
    const employee = await ctx().signedIn();
    const response = await employee.request({
      method: 'POST',
      url: api,
      payload: { page: '/who-s-who', type: 'bug', description: 'The search box loses focus.' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      code: 'reportSent',
      msg: 'Thank you! Your report has been sent.',
    });
  });

  it('refuses an unknown type, an empty or too long description, and stores nothing', async () => {
    const employee = await ctx().signedIn();
    const [before] = await ctx().db.select({ n: count() }).from(reports);
    const cases = [
      { page: '/home', type: 'praise', description: 'x' },
      { page: '/home', type: 'others', description: '' },
      { page: '/home', type: 'others', description: 'x'.repeat(3001) },
      { page: '/home', type: 'others' },
    ];
    for (const payload of cases) {
      const response = await employee.request({ method: 'POST', url: api, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const missing = await employee.request({
      method: 'POST',
      url: api,
      payload: { page: '/home', type: 'bug' },
    });
    expect(missing.json()).toMatchObject({
      code: 'mandatoryFields',
      msg: 'Please fill up the mandatory fields*',
      errors: { description: expect.any(String) },
    });
    const [after] = await ctx().db.select({ n: count() }).from(reports);
    expect(after?.n).toBe(before?.n);
  });

  it('accepts exactly 3000 characters', async () => {
    const employee = await ctx().signedIn();
    const response = await employee.request({
      method: 'POST',
      url: api,
      payload: { page: '/home', type: 'improvement', description: 'y'.repeat(3000) },
    });
    expect(response.statusCode).toBe(201);
  });

  it('shows an author their own reports only; administrators read them all and may delete them', async () => {
    const employee = await ctx().signedIn();
    const other = await ctx().signedIn();
    const admin = await ctx().signedIn({ roles: ['admin'] });
    const sent = await employee.request({
      method: 'POST',
      url: api,
      payload: { page: '/x', type: 'others', description: 'Hello' },
    });
    const { id } = sent.json();
    const own = await employee.request({ method: 'GET', url: `${api}/search?author=${employee.user.id}` });
    expect(own.json().data).toEqual([
      expect.objectContaining({ id, page: '/x', status: 'new', reply: null, assignee: null }),
    ]);
    expect((await other.request({ method: 'GET', url: `${api}/search` })).json().data).toEqual([]);
    expect((await other.request({ method: 'GET', url: `${api}/${id}` })).statusCode).toBe(404);
    expect((await employee.request({ method: 'DELETE', url: `${api}/${id}` })).statusCode).toBe(403);
    const list = await admin.request({ method: 'GET', url: `${api}/search?type=others` });
    expect(list.json().data.map((r: { id: string }) => r.id)).toContain(id);
    expect((await admin.request({ method: 'DELETE', url: `${api}/${id}` })).json()).toEqual({
      code: 'deleted',
      msg: 'Deleted successfully',
    });
    expect((await admin.request({ method: 'GET', url: `${api}/${id}` })).statusCode).toBe(404);
  });

  it('moves and assigns a report in the inbox: to administrators and HR only, by the inbox only', async () => {
    const employee = await ctx().signedIn();
    const admin = await ctx().signedIn({ roles: ['admin'] });
    const hr = await ctx().signedIn({ roles: ['HR'] });
    const { id } = (
      await employee.request({
        method: 'POST',
        url: api,
        payload: { page: '/home', type: 'bug', description: 'Slow' },
      })
    ).json();
    const patch = (as: typeof admin, payload: Record<string, unknown>) =>
      as.request({ method: 'PATCH', url: `${api}/${id}`, payload });

    expect((await patch(employee, { status: 'done' })).statusCode).toBe(403);
    const notStaff = await patch(admin, { assignee_id: employee.user.id });
    expect(notStaff.statusCode).toBe(400);
    expect(notStaff.json().errors).toEqual({ assignee_id: 'Assign the report to an administrator or to HR' });
    expect((await patch(admin, { assignee_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
      400,
    );
    expect((await patch(admin, { status: 'closed' })).statusCode).toBe(400);
    expect((await patch(admin, { status: 'in_progress', assignee_id: hr.user.id })).statusCode).toBe(200);

    const read = (await employee.request({ method: 'GET', url: `${api}/${id}` })).json();
    expect(read).toMatchObject({ status: 'in_progress', assignee: { id: hr.user.id } });
    const filtered = await admin.request({
      method: 'GET',
      url: `${api}/search?status=in_progress&assignee=${hr.user.id}`,
    });
    expect(filtered.json().data.map((r: { id: string }) => r.id)).toEqual([id]);
  });

  it('sends the reply to the author, by mail in their language, and only from the inbox', async () => {
    const author = await ctx().signedIn({ language: 'fr', email: 'author.reply@test.atrium' });
    const other = await ctx().signedIn();
    const admin = await ctx().signedIn({ roles: ['admin'] });
    const { id } = (
      await author.request({
        method: 'POST',
        url: api,
        payload: { page: '/who-s-who?q=java', type: 'improvement', description: 'Sort by grade' },
      })
    ).json();
    const reply = (as: typeof admin, payload: Record<string, unknown>) =>
      as.request({ method: 'POST', url: `${api}/${id}/reply`, payload });

    expect((await reply(author, { reply: 'Done!' })).statusCode).toBe(403);
    expect((await reply(other, { reply: 'Done!' })).statusCode).toBe(403);
    expect((await reply(admin, { reply: '  ' })).statusCode).toBe(400);
    expect((await reply(admin, { reply: 'x'.repeat(3001) })).statusCode).toBe(400);
    expect(
      (
        await admin.request({
          method: 'POST',
          url: `${api}/00000000-0000-4000-8000-000000000000/reply`,
          payload: { reply: 'Hi' },
        })
      ).statusCode,
    ).toBe(404);
    expect(await mailsTo('author.reply@test.atrium')).toEqual([]);

    const answered = await reply(admin, { reply: 'Sorting by grade is now offered.' });
    expect(answered.json()).toEqual({ code: 'feedback.replied', msg: 'Your reply is sent to the author' });
    const mine = (await author.request({ method: 'GET', url: `${api}/${id}` })).json();
    expect(mine).toMatchObject({ reply: 'Sorting by grade is now offered.', replied_at: expect.any(String) });
    const [mail] = await mailsTo('author.reply@test.atrium');
    expect(mail?.subject).toBe('Votre signalement a une réponse');
    expect(mail?.body).toContain('Sorting by grade is now offered.');
    expect(mail?.body).toContain('/my-reports');
    const bell = await author.request({ method: 'GET', url: '/api/c13s/v2/public/notifications' });
    expect(bell.json().items).toEqual([
      expect.objectContaining({ kind: 'feedback_reply', link: '/my-reports', read_at: null }),
    ]);
  });

  const mailsTo = (to: string) => ctx().db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
});
