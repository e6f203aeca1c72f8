import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users as usersTable } from '../../platform/users/users.tables.ts';
import { tableSnapshot } from '../../test/table-snapshot.ts';
import { useTestApp } from '../../test/test-app-setup.ts';
import { runCampaigns } from './campaign-engine.ts';
import { campaignInput } from './campaign-input.fixture.ts';

const api = '/api/c13s/v2/admin/smart_campaigns';

describe('admin/smart_campaigns', () => {
  const ctx = useTestApp();
  type Caller = Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let management: Caller;
  let hr: Caller;
  let employee: Caller;

  beforeAll(async () => {
    const t = ctx();
    management = await t.signedIn({ first_name: 'Maud', last_name: 'Manager', roles: ['Management'] });
    hr = await t.signedIn({ roles: ['HR'] });
    employee = await t.signedIn();
    await t.createPerson({ first_name: 'Paula', last_name: 'Preview', business_unit: 'Campaign BU' });
    await t.createPerson({
      first_name: 'Noé',
      last_name: 'Newcomer',
      business_unit: 'Campaign BU',
      status: 'newcomer',
    });
    await t.createPerson({
      first_name: 'Luc',
      last_name: 'Left',
      business_unit: 'Campaign BU',
      status: 'left',
    });
    await t.createPerson({
      first_name: 'Fay',
      last_name: 'Filled',
      business_unit: 'Campaign BU',
      mobile: '+33 6 12 34 56 78',
    });
  });

  const create = async (caller: Caller, overrides: Record<string, unknown> = {}) => {
    const response = await caller.request({ method: 'POST', url: api, payload: campaignInput(overrides) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const move = (caller: Caller, id: string, to: string) =>
    caller.request({ method: 'POST', url: `${api}/${id}/${to}` });

  it('makes a draft, with its author, totals at zero, and lists it', async () => {
    const id = await create(management);
    const read = await management.request({ method: 'GET', url: `${api}/${id}` });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      id,
      status: 'draft',
      target: {
        missing_fields: ['mobile'],
        rate_below: null,
        business_units: ['Campaign BU'],
        hubs: [],
        group_ids: [],
        grades: [],
        employment_types: [],
      },
      start_at: '2026-12-01T08:00:00.000Z',
      totals: { targeted: 0, sent: 0, opened: 0, completed: 0 },
      reminders_sent: 0,
      created_by: expect.objectContaining({ id: management.user.id, first_name: 'Maud' }),
      started_at: null,
      _can: { update: true, delete: true },
    });
    const list = await management.request({ method: 'GET', url: `${api}/search?status=draft` });
    expect((list.json().data as { id: string }[]).map((row) => row.id)).toContain(id);
  });

  it('previews whom a target reaches today: active people only, by name', async () => {
    const response = await hr.request({
      method: 'POST',
      url: `${api}/preview`,
      payload: { target: { missing_fields: ['mobile'], business_units: ['Campaign BU'] } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      count: 1,
      people: [expect.objectContaining({ first_name: 'Paula', last_name: 'Preview' })],
    });
  });

  it('moves a campaign through its life, refusing a wrong move with 409 and changing nothing', async () => {
    const id = await create(management);
    const before = await tableSnapshot(ctx().db);
    const pausingDraft = await move(management, id, 'pause');
    expect(pausingDraft.statusCode).toBe(409);
    expect(pausingDraft.json().msg).toBe('Only a running campaign can be paused');
    expect((await move(management, id, 'resume')).statusCode).toBe(409);
    expect(await tableSnapshot(ctx().db)).toBe(before);

    const started = await move(management, id, 'start');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ id, status: 'running', msg: 'The campaign has started' });
    const editRunning = await management.request({
      method: 'PATCH',
      url: `${api}/${id}`,
      payload: { name: 'X' },
    });
    expect(editRunning.statusCode).toBe(409);
    expect(editRunning.json().msg).toBe('Pause the campaign before changing it');
    expect((await management.request({ method: 'DELETE', url: `${api}/${id}` })).statusCode).toBe(409);
    expect((await move(management, id, 'start')).statusCode).toBe(409);

    expect((await move(management, id, 'pause')).json().status).toBe('paused');
    const renamed = await management.request({
      method: 'PATCH',
      url: `${api}/${id}`,
      payload: { name: 'Mobile numbers, again' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await move(management, id, 'resume')).json().status).toBe('running');
    const cancelled = await move(management, id, 'cancel');
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', ended_at: expect.any(String) });
    expect((await move(management, id, 'cancel')).statusCode).toBe(409);
  });

  it('deletes a draft only', async () => {
    const id = await create(management);
    expect((await management.request({ method: 'DELETE', url: `${api}/${id}` })).statusCode).toBe(200);
    expect((await management.request({ method: 'GET', url: `${api}/${id}` })).statusCode).toBe(404);
  });

  it('refuses bad input with a clear 4xx, and writes nothing', async () => {
    const t = ctx();
    // A finished campaign: it reaches no one, so its first tick ends it.
    const finished = await create(management, {
      target: { missing_fields: ['mobile'], business_units: ['Nobody'] },
    });
    expect((await move(management, finished, 'start')).statusCode).toBe(200);
    await runCampaigns(t.app, new Date('2026-12-02T00:00:00Z'));
    expect((await management.request({ method: 'GET', url: `${api}/${finished}` })).json().status).toBe(
      'finished',
    );
    const draft = await create(management);

    const before = await tableSnapshot(t.db);
    const refused = async (request: Parameters<Caller['request']>[0], status: number) => {
      const response = await management.request(request);
      expect(response.statusCode, response.body).toBe(status);
      return response.json() as { msg: string; errors?: Record<string, string> };
    };
    const post = (overrides: Record<string, unknown>) => ({
      method: 'POST' as const,
      url: api,
      payload: campaignInput(overrides),
    });
    expect((await refused(post({ target: { rate_below: 101 } }), 400)).errors).toHaveProperty([
      'target.rate_below',
    ]);
    expect((await refused(post({ target: {} }), 400)).errors).toEqual({
      target: 'Choose a missing field or a rate threshold',
    });
    expect((await refused(post({ target: { missing_fields: ['shoe_size'] } }), 400)).errors).toHaveProperty([
      'target.missing_fields.0',
    ]);
    expect((await refused(post({ reminder_every_days: 0 }), 400)).errors).toHaveProperty(
      'reminder_every_days',
    );
    expect(
      (await refused({ method: 'PATCH', url: `${api}/${draft}`, payload: { target: {} } }, 400)).errors,
    ).toEqual({ target: 'Choose a missing field or a rate threshold' });
    expect(
      (await refused({ method: 'PATCH', url: `${api}/${finished}`, payload: { name: 'Again' } }, 409)).msg,
    ).toBe('This campaign has ended: it can no longer be changed');
    expect((await refused({ method: 'POST', url: `${api}/${finished}/resume` }, 409)).msg).toBe(
      'Only a paused campaign can be resumed',
    );
    expect((await refused({ method: 'POST', url: `${api}/${draft}/archive` }, 400)).msg).toBeTruthy();
    const unknown = '00000000-0000-4000-8000-000000000000';
    await refused({ method: 'GET', url: `${api}/${unknown}/funnel` }, 404);
    await refused({ method: 'POST', url: `${api}/${unknown}/start` }, 404);
    await refused({ method: 'GET', url: `${api}/not-an-id/funnel` }, 400);
    await refused({ method: 'POST', url: `${api}/preview`, payload: { target: { hubs: ['Lyon'] } } }, 400);
    expect(await tableSnapshot(t.db)).toBe(before);
  });

  it('is Management’s to change; HR reads it; an employee gets nothing', async () => {
    const id = await create(management);
    const before = await tableSnapshot(ctx().db);
    for (const request of [
      { method: 'GET' as const, url: `${api}/search` },
      { method: 'GET' as const, url: `${api}/${id}/funnel` },
      { method: 'POST' as const, url: `${api}/preview`, payload: { target: { missing_fields: ['mobile'] } } },
      { method: 'POST' as const, url: api, payload: campaignInput() },
      { method: 'POST' as const, url: `${api}/${id}/start` },
    ]) {
      expect((await employee.request(request)).statusCode, request.url).toBe(403);
    }
    expect((await hr.request({ method: 'GET', url: `${api}/${id}` })).json()._can).toEqual({
      update: false,
      delete: false,
    });
    expect((await hr.request({ method: 'GET', url: `${api}/${id}/funnel` })).statusCode).toBe(200);
    expect((await hr.request({ method: 'POST', url: api, payload: campaignInput() })).statusCode).toBe(403);
    expect(
      (await hr.request({ method: 'PATCH', url: `${api}/${id}`, payload: { name: 'HR' } })).statusCode,
    ).toBe(403);
    expect((await hr.request({ method: 'POST', url: `${api}/${id}/start` })).statusCode).toBe(403);
    expect((await hr.request({ method: 'DELETE', url: `${api}/${id}` })).statusCode).toBe(403);
    expect(await tableSnapshot(ctx().db)).toBe(before);
  });

  it('keeps each person’s mail language: their own choice, a newcomer’s from HR', async () => {
    const users = '/api/c13s/v2/cv_library/users';
    expect((await employee.request({ method: 'GET', url: `${users}/self` })).json().language).toBe('en');
    const saved = await employee.request({
      method: 'PATCH',
      url: `${users}/${employee.user.id}`,
      payload: { language: 'fr' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().language).toBe('fr');
    const refused = await employee.request({
      method: 'PATCH',
      url: `${users}/${employee.user.id}`,
      payload: { language: 'de' },
    });
    expect(refused.statusCode).toBe(400);

    const added = await hr.request({
      method: 'POST',
      url: '/api/c13s/v2/cv_library/newcomers',
      payload: {
        type: 'employee',
        first_name: 'Élodie',
        last_name: 'Langue',
        email: 'elodie.langue@atrium.demo',
        personal_email: 'elodie@example.org',
        arrival_date: '2026-12-01',
        business_line: 'Data & AI',
        hub: 'Lyon',
        licence: 'E3',
        language: 'fr',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const [person] = await ctx()
      .db.select({ language: usersTable.language })
      .from(usersTable)
      .where(eq(usersTable.id, added.json().id));
    expect(person?.language).toBe('fr');
  });

  it('sends a link of no one home, without an error page', async () => {
    const t = ctx();
    const response = await t.app.inject({ method: 'GET', url: '/api/campaigns/open/not-a-token' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${t.config.origin}/home`);
  });
});
