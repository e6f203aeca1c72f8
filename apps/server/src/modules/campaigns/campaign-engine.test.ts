import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../platform/a12n/a12n.tables.ts';
import { useTestApp } from '../../test/test-app-setup.ts';
import { groupMemberships, groups } from '../groups/groups.tables.ts';
import { runCampaigns } from './campaign-engine.ts';
import { campaignInput } from './campaign-input.fixture.ts';

const api = '/api/c13s/v2/admin/smart_campaigns';
const DAY = 86_400_000;

describe('the campaign engine, on a clock the test moves', () => {
  const ctx = useTestApp();

  it('mails, converts, reminds the others, pauses, ends and escalates to the right leader', async () => {
    const t = ctx();
    const management = await t.signedIn({ roles: ['Management'] });
    const person = (first_name: string, overrides: Record<string, unknown> = {}) =>
      t.createPerson({
        first_name,
        last_name: 'Clock',
        email: `${first_name.toLowerCase()}@clock.test`,
        business_unit: 'Clock BU',
        ...overrides,
      });
    const ana = await person('Ana');
    const bruno = await person('Bruno', { language: 'fr' });
    const carla = await person('Carla');
    const newcomer = await person('Nora', { status: 'newcomer' });
    const leaver = await person('Lou', { status: 'left' });
    const leo = await person('Leo', { business_unit: 'Leaders' });
    const lina = await person('Lina', { business_unit: 'Leaders', language: 'fr' });
    // Leo leads Ana and Bruno; Lina leads Ana only, who will complete.
    const group = async (name: string, leader: string, members: string[]) => {
      const [made] = await t.db.insert(groups).values({ type: 'team', name }).returning({ id: groups.id });
      await t.db
        .insert(groupMemberships)
        .values([
          { group_id: made!.id, user_id: leader, role: 'leader' as const },
          ...members.map((user_id) => ({ group_id: made!.id, user_id, role: 'member' as const })),
        ]);
    };
    await group('Clock team', leo.id, [ana.id, bruno.id]);
    await group('Other team', lina.id, [ana.id]);

    // The clock starts ten days ago, so every step lies in the past of the funnel's own clock.
    const t0 = new Date(Math.floor((Date.now() - 10 * DAY) / 60_000) * 60_000);
    const at = (days: number) => new Date(t0.getTime() + days * DAY);
    const created = await management.request({
      method: 'POST',
      url: api,
      payload: campaignInput({
        target: { missing_fields: ['mobile'], business_units: ['Clock BU'] },
        start_at: t0.toISOString(),
        reminder_every_days: 3,
        reminders_max: 1,
        escalate: true,
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const mailsTo = async (to: string) =>
      t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.created_at);
    const allMails = async () => t.db.select().from(mailOutbox);
    const campaign = async () => (await management.request({ method: 'GET', url: `${api}/${id}` })).json();

    // A draft sends nothing, whatever the clock.
    await runCampaigns(t.app, at(0));
    expect(await allMails()).toHaveLength(0);

    expect((await management.request({ method: 'POST', url: `${api}/${id}/start` })).statusCode).toBe(200);
    await runCampaigns(t.app, at(0));
    expect(await campaign()).toMatchObject({
      status: 'running',
      started_at: at(0).toISOString(),
      totals: { targeted: 3, sent: 3, opened: 0, completed: 0 },
    });
    const [toAna] = await mailsTo(ana.email);
    const [toBruno] = await mailsTo(bruno.email);
    expect(toAna).toMatchObject({ subject: 'Your mobile, Ana' });
    expect(toAna!.body).toContain('Please add your mobile number.');
    expect(toAna!.html).toContain('Complete my profile');
    expect(toBruno).toMatchObject({ subject: 'Votre mobile, Bruno' });
    expect(toBruno!.body).toContain('Ajoutez votre numéro de mobile.');
    expect(toBruno!.html).toContain('Compléter mon profil');
    expect(await mailsTo(newcomer.email)).toEqual([]);
    expect(await mailsTo(leaver.email)).toEqual([]);

    // The link records the open and leads to the dialog of the missing field, without a session.
    const link = /(\/api\/campaigns\/open\/[\w-]+)/.exec(toAna!.body)![1]!;
    expect(toAna!.html).toContain(link);
    const opened = await t.app.inject({ method: 'GET', url: link });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`${t.config.origin}/profile/${ana.id}?fix=mobile`);
    expect((await campaign()).totals.opened).toBe(1);

    // A tick again the same minute sends nothing twice.
    await runCampaigns(t.app, at(0));
    expect(await allMails()).toHaveLength(3);

    // Ana fills her mobile in: the next tick counts her conversion.
    const anaCookie = await t.sessionCookie(ana.id);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/c13s/v2/cv_library/users/${ana.id}`,
      headers: { cookie: anaCookie },
      payload: { mobile: '+33 6 11 22 33 44' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    await runCampaigns(t.app, at(1));
    expect((await campaign()).totals.completed).toBe(1);

    // Paused over the reminder's day: nothing goes out until it resumes.
    await management.request({ method: 'POST', url: `${api}/${id}/pause` });
    await runCampaigns(t.app, at(3));
    expect(await allMails()).toHaveLength(3);
    await management.request({ method: 'POST', url: `${api}/${id}/resume` });
    await runCampaigns(t.app, at(3));
    expect((await mailsTo(ana.email)).length).toBe(1);
    expect((await mailsTo(bruno.email)).length).toBe(2);
    expect((await mailsTo(carla.email)).length).toBe(2);
    expect((await campaign()).reminders_sent).toBe(1);

    const funnel = await management.request({ method: 'GET', url: `${api}/${id}/funnel` });
    expect(funnel.statusCode, funnel.body).toBe(200);
    const { totals, days } = funnel.json() as {
      totals: Record<string, number>;
      days: { day: string; sent: number; opened: number; completed: number }[];
    };
    expect(totals).toEqual({ targeted: 3, sent: 3, opened: 1, completed: 1 });
    const day = (n: number) => days.find((row) => row.day === at(n).toISOString().slice(0, 10));
    expect(day(0)).toMatchObject({ sent: 3 });
    expect(day(1)).toMatchObject({ sent: 0, completed: 1 });
    expect(day(3)).toMatchObject({ sent: 2 });
    expect(days.reduce((sum, row) => sum + row.opened, 0)).toBe(1);

    // Not yet the end of the last reminder's interval; then the end, with one digest, to Leo.
    await runCampaigns(t.app, at(5));
    expect((await campaign()).status).toBe('running');
    await runCampaigns(t.app, at(6));
    expect(await campaign()).toMatchObject({
      status: 'finished',
      ended_at: at(6).toISOString(),
      escalated_at: at(6).toISOString(),
    });
    const [digest, ...more] = await mailsTo(leo.email);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('Profiles still incomplete after “Mobile numbers”');
    expect(digest!.body).toContain('Bruno Clock: mobile number');
    expect(digest!.body).not.toContain('Ana');
    expect(digest!.body).not.toContain('Carla');
    expect(await mailsTo(lina.email)).toEqual([]);

    // Finished: no tick sends anything more.
    const before = (await allMails()).length;
    await runCampaigns(t.app, at(30));
    expect(await allMails()).toHaveLength(before);
    const recipients = await t.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, [newcomer.email, leaver.email]));
    expect(recipients).toEqual([]);
  });

  it('sends a leader’s digest in their language, and nothing for a cancelled campaign', async () => {
    const t = ctx();
    const management = await t.signedIn({ roles: ['Management'] });
    const zoe = await t.createPerson({ first_name: 'Zoé', last_name: 'Zeta', business_unit: 'Zeta BU' });
    const chef = await t.createPerson({ first_name: 'Chloé', last_name: 'Chef', language: 'fr' });
    const [team] = await t.db
      .insert(groups)
      .values({ type: 'team', name: 'Zeta' })
      .returning({ id: groups.id });
    await t.db.insert(groupMemberships).values([
      { group_id: team!.id, user_id: chef.id, role: 'leader' },
      { group_id: team!.id, user_id: zoe.id, role: 'member' },
    ]);
    const t0 = new Date(Date.now() - 5 * DAY);
    const make = async () => {
      const response = await management.request({
        method: 'POST',
        url: api,
        payload: campaignInput({
          name: 'Zeta',
          target: { rate_below: 100, business_units: ['Zeta BU'] },
          start_at: t0.toISOString(),
          reminder_every_days: 1,
          reminders_max: 0,
        }),
      });
      const made = response.json().id as string;
      await management.request({ method: 'POST', url: `${api}/${made}/start` });
      return made;
    };
    const cancelled = await make();
    await management.request({ method: 'POST', url: `${api}/${cancelled}/cancel` });
    await runCampaigns(t.app, t0);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, zoe.email))).toEqual([]);

    await make();
    await runCampaigns(t.app, t0);
    await runCampaigns(t.app, new Date(t0.getTime() + DAY));
    const [digest] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, chef.email));
    expect(digest!.subject).toBe('Profils encore incomplets après « Zeta »');
    expect(digest!.body).toContain('Zoé Zeta : ');
  });
});
