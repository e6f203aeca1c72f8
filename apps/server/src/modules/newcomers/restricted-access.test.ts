import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, restrictedAccesses } from '../../platform/a12n/a12n.tables.ts';
import { restrictedAccessExpiry } from '../../platform/a12n/restricted-access.ts';
import { tableSnapshot } from '../../test/table-snapshot.ts';
import { useTestApp } from '../../test/test-app-setup.ts';

const api = '/api/c13s/v2/cv_library/newcomers';
const people = '/api/c13s/v2/cv_library/users';
const INVALID = 'This link is invalid, has expired or was already used. Please ask HR for a new one.';

describe('restricted access: a newcomer’s link', () => {
  const ctx = useTestApp();
  type Caller = Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let hr: Caller;
  let colleague: Caller;
  let newcomer: string;

  /** A newcomer whose addresses are made from `first`, named `firstName` (the same unless told). */
  const add = async (first: string, language = 'en', firstName = first) => {
    const response = await hr.request({
      method: 'POST',
      url: api,
      payload: {
        type: 'employee',
        first_name: firstName,
        last_name: 'Newman',
        email: `${first.toLowerCase()}.newman@atrium.demo`,
        personal_email: `${first.toLowerCase()}@example.org`,
        arrival_date: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
        business_line: 'Data',
        hub: 'Lyon',
        licence: 'E3',
        language,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const sendLink = (id: string) => hr.request({ method: 'POST', url: `${api}/${id}/link` });
  /** The token of the last mail sent to that address, read from the outbox as the newcomer would. */
  const mailedToken = async (to: string) => {
    const mails = await ctx().db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    const body = mails.at(-1)!.body;
    return { body, subject: mails.at(-1)!.subject, token: /\/\?token=([\w-]+)/.exec(body)![1]! };
  };
  const open = (token: string) => ctx().app.inject({ method: 'GET', url: `/api/a12n/access?token=${token}` });
  const cookiesOf = (response: Awaited<ReturnType<typeof open>>) =>
    response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

  beforeAll(async () => {
    const t = ctx();
    hr = await t.signedIn({ roles: ['HR'] });
    colleague = await t.signedIn({ first_name: 'Colin', last_name: 'Colleague' });
    newcomer = await add('Nina');
  });

  it('mails the link to the personal address, in the newcomer’s language, and marks the link sent', async () => {
    const sent = await sendLink(newcomer);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().msg).toBe('The welcome link has been sent');
    const { body, subject } = await mailedToken('nina@example.org');
    expect(subject).toBe('Welcome! Prepare your arrival on Atrium');
    expect(body).toContain('Hello Nina,');
    expect(body).toMatch(/http:\/\/[^/]+\/\?token=[\w-]{43}/);
    expect((await hr.request({ method: 'GET', url: `${api}/${newcomer}` })).json().status).toBe('link_sent');

    // The HTML part shows the name as typed, never as markup.
    const [kept] = await ctx().db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nina@example.org'));
    expect(kept?.html).toContain('Hello Nina,');
    expect(kept?.html).toMatch(/<a href="http:\/\/[^"]+\/\?token=[\w-]{43}"/);
    const tricky = await add('Zoe', 'en', 'Zo<b>é</b>');
    await sendLink(tricky);
    const [escaped] = await ctx().db.select().from(mailOutbox).where(eq(mailOutbox.to, 'zoe@example.org'));
    expect(escaped?.html).toContain('Hello Zo&lt;b&gt;é&lt;/b&gt;,');

    const french = await add('Noah', 'fr');
    await sendLink(french);
    expect((await mailedToken('noah@example.org')).subject).toBe(
      'Bienvenue ! Préparez votre arrivée sur Atrium',
    );
  });

  it('opens one session, once; the newcomer sees their own profile and no one else', async () => {
    const { token } = await mailedToken('nina@example.org');
    const opened = await open(token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({ refresh_token: expect.any(String) });
    const refresh = opened.cookies.find((cookie) => cookie.name === 'atrium_refresh')!;
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 10 * 24 * 3600 });
    expect(refresh.value).toBe(opened.json().refresh_token);

    const cookie = cookiesOf(opened);
    const as = (options: InjectOptions) => ctx().app.inject({ ...options, headers: { cookie } });
    const self = await as({ method: 'GET', url: `${people}/self` });
    expect(self.statusCode).toBe(200);
    expect(self.json()).toMatchObject({ id: newcomer, first_name: 'Nina', _can: { update: true } });
    const edited = await as({
      method: 'PATCH',
      url: `${people}/${newcomer}`,
      payload: { job_title: 'Analyst' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const search = await as({ method: 'GET', url: `${people}/search` });
    expect(search.json().data.map((person: { id: string }) => person.id)).toEqual([newcomer]);
    expect((await as({ method: 'GET', url: `${people}/${colleague.user.id}` })).statusCode).toBe(404);
    expect((await as({ method: 'GET', url: '/api/c13s/v2/cv_library/projects/search' })).statusCode).toBe(
      403,
    );
    expect((await as({ method: 'GET', url: '/api/c13s/v2/cv_library/teams/search' })).statusCode).toBe(403);
    // Their own resume, and no one else's (the colleague's base resume exists once asked for).
    await colleague.request({ method: 'GET', url: '/api/c13s/v2/cv_library/resume/self' });
    expect((await as({ method: 'GET', url: '/api/c13s/v2/cv_library/resume/self' })).statusCode).toBe(200);
    const resumes = await as({ method: 'GET', url: '/api/c13s/v2/cv_library/resume/search' });
    expect(resumes.json().data.map((resume: { user_id: string }) => resume.user_id)).toEqual([newcomer]);
    // They choose the password they will sign in with once arrived: the link was proof enough.
    const chosen = await as({
      method: 'POST',
      url: '/api/a12n/password/change',
      payload: { password: 'lantern-orchard-1987' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);

    const before = await tableSnapshot(ctx().db);
    const again = await open(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe(INVALID);
    expect(await tableSnapshot(ctx().db)).toBe(before);
  });

  it('refuses a replaced, an expired and an unknown link with the same words', async () => {
    await sendLink(newcomer);
    const { token: first } = await mailedToken('nina@example.org');
    await sendLink(newcomer);
    const { token: second } = await mailedToken('nina@example.org');
    expect((await open(first)).json().msg).toBe(INVALID);

    await ctx()
      .db.update(restrictedAccesses)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(restrictedAccesses.user_id, newcomer));
    expect((await open(second)).json().msg).toBe(INVALID);
    expect((await open('x'.repeat(43))).statusCode).toBe(400);
    expect((await open('short')).statusCode).toBe(400);
  });

  it('lasts until a week after the arrival, thirty days at most', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(restrictedAccessExpiry('2026-12-01', now).toISOString()).toBe('2026-12-09T00:00:00.000Z');
    expect(restrictedAccessExpiry('2027-03-01', now).toISOString()).toBe('2026-12-25T10:00:00.000Z');
  });

  it('sends no link to someone who has arrived', async () => {
    const arrived = await add('Olga');
    await hr.request({ method: 'POST', url: `${api}/${arrived}/arrived` });
    const refused = await sendLink(arrived);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('This person has already arrived');
  });
});
