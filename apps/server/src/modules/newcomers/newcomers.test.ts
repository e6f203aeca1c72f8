import { beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../platform/a12n/a12n.tables.ts';
import { TEST_PASSWORD } from '../../test/factories.ts';
import { tableSnapshot } from '../../test/table-snapshot.ts';
import { useTestApp } from '../../test/test-app-setup.ts';

const api = '/api/c13s/v2/cv_library/newcomers';
const people = '/api/c13s/v2/cv_library/users';

/** A newcomer as the add dialog sends one; override what a test is about. */
const employee = (overrides: Record<string, unknown> = {}) => ({
  type: 'employee',
  first_name: 'Hélène',
  last_name: 'Dubois-Martin',
  email: 'helene.dubois-martin@atrium.demo',
  personal_email: 'helene.dm@example.org',
  arrival_date: '2026-12-01',
  business_line: 'Data & AI',
  hub: 'Lyon',
  secondary_hubs: ['Paris'],
  licence: 'E3',
  ...overrides,
});

describe('cv_library/newcomers', () => {
  const ctx = useTestApp();
  type Caller = Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let hr: Caller;
  let colleague: Caller;
  let helene: string;

  beforeAll(async () => {
    const t = ctx();
    hr = await t.signedIn({ first_name: 'Hannah', last_name: 'Human', roles: ['HR'] });
    colleague = await t.signedIn();
  });

  const suggested = async (query: string) => {
    const response = await hr.request({ method: 'GET', url: `${api}/email?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().email as string;
  };
  const add = (payload: Record<string, unknown>) => hr.request({ method: 'POST', url: api, payload });
  const whosWho = async (q: string) => {
    const response = await colleague.request({
      method: 'GET',
      url: `${people}/search?q=${encodeURIComponent(q)}`,
    });
    return (response.json().data as { id: string }[]).map((person) => person.id);
  };

  it('suggests the firm address: accents and spaces folded, contractors prefixed', async () => {
    expect(await suggested('first_name=H%C3%A9l%C3%A8ne&last_name=Dubois-Martin&type=employee')).toBe(
      'helene.dubois-martin@atrium.demo',
    );
    expect(await suggested('first_name=Jean%20Pierre&last_name=O%E2%80%99Neil&type=contractor')).toBe(
      'ext.jean-pierre.oneil@atrium.demo',
    );
  });

  it('adds a newcomer as a person with restricted access, kept out of Who’s who', async () => {
    const response = await add(employee());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().msg).toBe('The Newcomer has been successfully added!');
    helene = response.json().id;
    const read = await hr.request({ method: 'GET', url: `${api}/${helene}` });
    expect(read.json()).toMatchObject({
      id: helene,
      type: 'employee',
      first_name: 'Hélène',
      email: 'helene.dubois-martin@atrium.demo',
      arrival_date: '2026-12-01',
      departure_date: null,
      secondary_hubs: ['Paris'],
      secondary_business_lines: [],
      status: 'to_prepare',
      added_by: expect.objectContaining({ id: hr.user.id, first_name: 'Hannah' }),
      _can: { update: true, delete: false },
    });
    expect(await whosWho('Dubois')).toEqual([]);
    const roles = await ctx().permissions.roles(helene);
    expect(roles).toEqual(['newcomer']);
  });

  it('takes the next number when the address is taken', async () => {
    expect(await suggested('first_name=Helene&last_name=Dubois%20Martin&type=employee')).toBe(
      'helene.dubois-martin2@atrium.demo',
    );
  });

  it('refuses bad input with a clear 400 or 409, and writes nothing', async () => {
    const before = await tableSnapshot(ctx().db);
    const refused = async (payload: Record<string, unknown>, status: number) => {
      const response = await add(payload);
      expect(response.statusCode, response.body).toBe(status);
      return response.json();
    };
    const { arrival_date: _, ...noArrival } = employee({ email: 'other@atrium.demo' });
    expect((await refused(noArrival, 400)).msg).toBe('Please fill up the mandatory fields*');
    expect((await refused(employee({ email: 'c@atrium.demo', type: 'contractor' }), 400)).errors).toEqual({
      departure_date: 'A contractor needs a departure date',
    });
    expect(
      (await refused(employee({ email: 'd@atrium.demo', departure_date: '2026-11-30' }), 400)).errors,
    ).toEqual({ departure_date: 'The departure date must come after the arrival date' });
    expect((await refused(employee({ email: 'e@atrium.demo', licence: 'E7' }), 400)).errors).toHaveProperty(
      'licence',
    );
    expect((await refused(employee({ email: 'not an address' }), 400)).errors).toHaveProperty('email');
    const taken = await refused(employee({ email: 'HELENE.dubois-martin@atrium.demo' }), 409);
    expect(taken.errors).toEqual({ email: 'This email address is already used by someone in the firm' });
    expect(await tableSnapshot(ctx().db)).toBe(before);
  });

  it('is HR’s: an employee neither lists nor adds newcomers', async () => {
    expect((await colleague.request({ method: 'GET', url: `${api}/search` })).statusCode).toBe(403);
    expect((await colleague.request({ method: 'POST', url: api, payload: employee() })).statusCode).toBe(403);
  });

  it('edits a newcomer, their person with them, and checks the dates against the record', async () => {
    const renamed = await hr.request({
      method: 'PATCH',
      url: `${api}/${helene}`,
      payload: { first_name: 'Helena', hub: 'Paris' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ first_name: 'Helena', hub: 'Paris' });
    const early = await hr.request({
      method: 'PATCH',
      url: `${api}/${helene}`,
      payload: { departure_date: '2026-01-01' },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual({
      departure_date: 'The departure date must come after the arrival date',
    });
  });

  it('finds newcomers by status, type, month, business line, text and who leaves this week', async () => {
    const today = new Date();
    const inDays = (days: number) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
    const contractor = await add(
      employee({
        type: 'contractor',
        first_name: 'Carl',
        last_name: 'Contract',
        email: 'ext.carl.contract@atrium.demo',
        arrival_date: inDays(-60),
        departure_date: inDays(3),
        business_line: 'Cloud',
      }),
    );
    expect(contractor.statusCode, contractor.body).toBe(201);
    const ids = async (query: string) => {
      const response = await hr.request({ method: 'GET', url: `${api}/search?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as { id: string }[]).map((row) => row.id);
    };
    const carl = contractor.json().id;
    expect(await ids('type=contractor')).toEqual([carl]);
    expect(await ids('status=to_prepare&business_line=Data%20%26%20AI')).toEqual([helene]);
    expect(await ids('arrival_month=2026-12')).toEqual([helene]);
    expect(await ids('leaving_this_week=true')).toEqual([carl]);
    expect(await ids('q=helena')).toEqual([helene]);
    const facets = await hr.request({
      method: 'GET',
      url: `${api}/cardinalities?field=type&field=arrival_month`,
    });
    expect(facets.json().type).toEqual({ employee: 1, contractor: 1 });
    const refused = await hr.request({ method: 'GET', url: `${api}/search?status=gone` });
    expect(refused.statusCode).toBe(400);
  });

  it('makes an arrived newcomer a colleague: the restricted role goes, Who’s who shows them', async () => {
    const arrived = await hr.request({ method: 'POST', url: `${api}/${helene}/arrived` });
    expect(arrived.statusCode, arrived.body).toBe(200);
    expect((await hr.request({ method: 'GET', url: `${api}/${helene}` })).json().status).toBe('arrived');
    expect(await whosWho('Dubois')).toEqual([helene]);
    expect(await ctx().permissions.roles(helene)).toEqual(['guest']);
    const again = await hr.request({ method: 'POST', url: `${api}/${helene}/arrived` });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('This person has already arrived');
  });

  it('closes the account of someone who left: sessions end at once, no sign-in, gone from search', async () => {
    const t = ctx();
    await t.db.insert(accounts).values({
      user_id: helene,
      password_hash: (await t.db.select().from(accounts).limit(1))[0]!.password_hash,
    });
    const cookie = await t.sessionCookie(helene);
    const asHelene = () => t.app.inject({ method: 'GET', url: `${people}/self`, headers: { cookie } });
    expect((await asHelene()).statusCode).toBe(200);

    const left = await hr.request({ method: 'POST', url: `${api}/${helene}/left` });
    expect(left.statusCode, left.body).toBe(200);
    expect((await asHelene()).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/a12n/login',
      payload: { email: 'helene.dubois-martin@atrium.demo', password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);
    expect(await whosWho('Dubois')).toEqual([]);
    expect((await colleague.request({ method: 'GET', url: `${people}/${helene}` })).statusCode).toBe(404);

    const edit = await hr.request({ method: 'PATCH', url: `${api}/${helene}`, payload: { hub: 'Lyon' } });
    expect(edit.statusCode).toBe(409);
    expect((await hr.request({ method: 'POST', url: `${api}/${helene}/left` })).statusCode).toBe(409);
  });
});
