import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../platform/a12n/a12n.tables.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { notifications } from '../../platform/notifications/notifications.tables.ts';
import { useTestApp } from '../../test/test-app-setup.ts';
import { createGroup } from '../groups/groups.factory.ts';
import { rollAvailabilityWindow } from './availability-window.ts';
import { freeFrom, readAvailability } from './availability.ts';
import { addDays, firmWeekStart } from './firm-weeks.ts';
import { rollOffDigestJob } from './roll-off-digest.ts';
import { assignments } from './staffing.tables.ts';

const API = '/api/c13s/v2/staffing/assignments';
const AVAILABILITY = '/api/c13s/v2/staffing/availability';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('staffing/assignments', () => {
  const ctx = useTestApp();
  type Caller = Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let cso: Caller;
  let hr: Caller;
  let leader: Caller;
  let consultant: Caller;
  let colleague: Caller;
  let outsider: { id: string };
  /** The window's first Monday: the firm's current week. */
  let monday: string;
  const week = (n: number) => addDays(monday, 7 * n);

  beforeAll(async () => {
    const t = ctx();
    monday = firmWeekStart(new Date(), t.config.firmTimeZone);
    await rollAvailabilityWindow(t.db, monday);
    cso = await t.signedIn({ roles: ['CSO'] });
    hr = await t.signedIn({ roles: ['HR'] });
    leader = await t.signedIn();
    consultant = await t.signedIn({ first_name: 'Busy', last_name: 'Consultant' });
    colleague = await t.signedIn();
    outsider = await t.createPerson();
    await t.listValues('client', 'Banque Atlantique', 'Assurance Mutuelle', 'Retail Co');
    // The leader leads the consultant: a group HR made, so the places are confirmed.
    await createGroup(hr, {
      type: 'team',
      leaders: [leader.user.id],
      members: [{ user_id: consultant.user.id, status: 'active' }],
    });
  });

  const create = (as: Caller, payload: Record<string, unknown>) =>
    as.request({ method: 'POST', url: API, payload });
  const count = async () => (await ctx().db.select({ id: assignments.id }).from(assignments)).length;

  it('records a confirmed assignment, audits it, tells the person and books their weeks', async () => {
    const response = await create(cso, {
      user_id: consultant.user.id,
      client: 'Banque Atlantique',
      project: 'Core banking',
      role: 'Architect',
      start_date: week(0),
      end_date: addDays(week(3), 4),
      allocation: 80,
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().id;
    const read = await consultant.request({ method: 'GET', url: `${API}/${id}` });
    expect(read.json()).toMatchObject({
      client: 'Banque Atlantique',
      status: 'confirmed',
      source: 'entered',
      allocation: 80,
      end_date: addDays(week(3), 4),
      user: { id: consultant.user.id },
      _can: { update: false, delete: false },
    });
    const [entry] = await ctx().db.select().from(auditLog).where(eq(auditLog.record_id, id));
    expect(entry).toMatchObject({ object: 'staffing/assignments', action: 'create', actor: cso.user.id });
    const told = await ctx()
      .db.select()
      .from(notifications)
      .where(and(eq(notifications.recipient_id, consultant.user.id), eq(notifications.kind, 'assignment')));
    expect(told).toHaveLength(1);
    expect(told[0]!.params).toMatchObject({ client: 'Banque Atlantique', allocation: '80' });
    const weeks = (await readAvailability(ctx().db, [consultant.user.id], monday, 6)).get(consultant.user.id);
    expect(weeks?.map((w) => w.free_pct)).toEqual([20, 20, 20, 20, 100, 100]);
    expect((await freeFrom(ctx().db, [consultant.user.id], 50, monday)).get(consultant.user.id)).toBe(
      week(4),
    );
  });

  it('refuses a confirmed overbooking, naming the assignment it clashes with; tentative may overbook', async () => {
    const before = await count();
    const refused = await create(leader, {
      user_id: consultant.user.id,
      client: 'Assurance Mutuelle',
      start_date: week(2),
      end_date: week(6),
      allocation: 30,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'staffing.overbooked',
      params: { client: 'Banque Atlantique', allocation: 80, start: week(0), end: addDays(week(3), 4) },
      errors: { allocation: expect.stringContaining('Banque Atlantique') },
    });
    expect(await count()).toBe(before);
    // 20 % more fits exactly; after the first assignment's end, 30 % more fits too.
    expect(
      (
        await create(leader, {
          user_id: consultant.user.id,
          client: 'Assurance Mutuelle',
          start_date: week(2),
          end_date: addDays(week(5), 4),
          allocation: 20,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await create(leader, {
          user_id: consultant.user.id,
          client: 'Retail Co',
          start_date: week(4),
          end_date: addDays(week(5), 4),
          allocation: 30,
        })
      ).statusCode,
    ).toBe(201);
    const tentative = await create(leader, {
      user_id: consultant.user.id,
      client: 'Retail Co',
      start_date: week(0),
      allocation: 100,
      status: 'tentative',
    });
    expect(tentative.statusCode, tentative.body).toBe(201);
    // Tentative assignments leave the weeks free.
    const weeks = (await readAvailability(ctx().db, [consultant.user.id], monday, 8)).get(consultant.user.id);
    expect(weeks?.map((w) => w.free_pct)).toEqual([20, 20, 0, 0, 50, 50, 100, 100]);
  });

  it.each([
    [
      'an end before the start',
      { start_date: '2026-03-10', end_date: '2026-03-09' },
      'end_date',
      'staffing.endBeforeStart',
    ],
    ['an allocation of 0', { allocation: 0 }, 'allocation', 'staffing.allocationRange'],
    ['an allocation of 101', { allocation: 101 }, 'allocation', 'staffing.allocationRange'],
    ['an unknown person', { user_id: UNKNOWN_ID }, 'user_id', 'staffing.unknownPerson'],
    ['an unknown credential', { credential_id: UNKNOWN_ID }, 'credential_id', 'staffing.unknownCredential'],
  ])('refuses %s with 400 under the field, writing nothing', async (_, change, field, code) => {
    const before = await count();
    const response = await create(cso, {
      user_id: colleague.user.id,
      client: 'Retail Co',
      start_date: '2026-03-02',
      allocation: 50,
      ...change,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error_codes[field]).toMatchObject({ code });
    expect(await count()).toBe(before);
  });

  it('refuses a client not in the firm’s list to whoever may not add one', async () => {
    const before = await count();
    const response = await create(leader, {
      user_id: consultant.user.id,
      client: 'Unheard Of Ltd',
      start_date: week(10),
      allocation: 10,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error_codes.client).toMatchObject({ code: 'tags.notListed' });
    expect(await count()).toBe(before);
  });

  it('lets a group leader write their people’s only, and no colleague anyone’s', async () => {
    const payload = { client: 'Retail Co', start_date: week(10), allocation: 10, status: 'tentative' };
    const notLed = await create(leader, { ...payload, user_id: colleague.user.id });
    expect(notLed.statusCode).toBe(403);
    expect(notLed.json()).toMatchObject({ code: 'staffing.notTheirLeader' });
    expect((await create(colleague, { ...payload, user_id: colleague.user.id })).statusCode).toBe(403);
    expect((await create(hr, { ...payload, user_id: colleague.user.id })).statusCode).toBe(403);
    const own = await create(cso, { ...payload, user_id: outsider.id });
    expect(own.statusCode).toBe(201);
    // The leader may not move an assignment of someone they do not lead, nor hand theirs to them.
    const id = own.json().id;
    expect(
      (await leader.request({ method: 'PATCH', url: `${API}/${id}`, payload: { allocation: 20 } }))
        .statusCode,
    ).toBe(404);
    const [led] = await ctx()
      .db.select()
      .from(assignments)
      .where(eq(assignments.user_id, consultant.user.id))
      .limit(1);
    const handed = await leader.request({
      method: 'PATCH',
      url: `${API}/${led!.id}`,
      payload: { user_id: outsider.id },
    });
    expect(handed.statusCode).toBe(403);
  });

  it('shows assignments to the person, their leader and those who read them; others see the person’s availability only', async () => {
    const search = async (as: Caller) =>
      (await as.request({ method: 'GET', url: `${API}/search?person=${consultant.user.id}&size=50` })).json();
    expect((await search(consultant)).total).toBe(4);
    expect((await search(leader)).total).toBe(4);
    expect((await search(hr)).total).toBe(4);
    expect((await search(colleague)).total).toBe(0);
    const seen = await colleague.request({ method: 'GET', url: `${AVAILABILITY}?id=${consultant.user.id}` });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.body).not.toContain('Banque');
    const [availability] = seen.json().data;
    expect(availability).toMatchObject({ user_id: consultant.user.id, free_now: 20, free_from: week(4) });
    expect(availability.weeks).toHaveLength(26);
    expect(availability.weeks[0]).toEqual({ week_start: monday, free_pct: 20 });
  });

  it("finds people free enough from a day for some months, in Who's who and the research", async () => {
    const ids = async (filter: string) => {
      const response = await colleague.request({
        method: 'GET',
        url: `/api/c13s/v2/cv_library/users/search?size=100&id=${consultant.user.id}&id=${colleague.user.id}&free=${filter}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json()
        .data.map((person: { id: string }) => person.id)
        .sort();
    };
    // The consultant: 20 % free for two weeks, booked for two, then half free for two.
    expect(await ids(`50:${week(0)}:1`)).toEqual([colleague.user.id]);
    expect(await ids(`50:${week(4)}:1`)).toEqual([consultant.user.id, colleague.user.id].sort());
    // A month from now runs into the two booked weeks; half free is not 60 % free.
    expect(await ids(`10:${week(0)}:1`)).toEqual([colleague.user.id]);
    expect(await ids(`60:${week(4)}:1`)).toEqual([colleague.user.id]);
    const malformed = await colleague.request({
      method: 'GET',
      url: '/api/c13s/v2/cv_library/users/search?free=150:2026-01-01:3',
    });
    expect(malformed.statusCode).toBe(400);
    const research = await colleague.request({
      method: 'POST',
      url: '/api/c13s/v2/research/search',
      payload: {
        query: {
          criteria: {
            op: 'and',
            criteria: [
              { kind: 'availability', min_free_pct: 50, from: week(4), months: 1 },
              { kind: 'grade', grade: 'Nobody has this grade' },
            ],
          },
        },
      },
    });
    expect(research.statusCode, research.body).toBe(200);
    expect(research.json().total).toBe(0);
    const found = await colleague.request({
      method: 'POST',
      url: '/api/c13s/v2/research/search',
      payload: {
        query: {
          q: 'Busy',
          criteria: {
            op: 'and',
            criteria: [{ kind: 'availability', min_free_pct: 50, from: week(4), months: 1 }],
          },
        },
      },
    });
    expect(found.json().data.map((hit: { id: string }) => hit.id)).toContain(consultant.user.id);
    const notYet = await colleague.request({
      method: 'POST',
      url: '/api/c13s/v2/research/search',
      payload: {
        query: {
          q: 'Busy',
          criteria: {
            op: 'and',
            criteria: [{ kind: 'availability', min_free_pct: 50, from: week(0), months: 3 }],
          },
        },
      },
    });
    expect(notYet.json().data.map((hit: { id: string }) => hit.id)).not.toContain(consultant.user.id);
  });

  it('tells the person when a confirmed assignment moves, and re-checks the overbooking', async () => {
    const id = (
      await create(cso, {
        user_id: colleague.user.id,
        client: 'Retail Co',
        start_date: week(1),
        end_date: week(2),
        allocation: 60,
      })
    ).json().id;
    const other = (
      await create(cso, {
        user_id: colleague.user.id,
        client: 'Banque Atlantique',
        start_date: week(5),
        end_date: week(6),
        allocation: 60,
      })
    ).json().id;
    const told = async () =>
      (
        await ctx()
          .db.select()
          .from(notifications)
          .where(and(eq(notifications.recipient_id, colleague.user.id), eq(notifications.kind, 'assignment')))
      ).length;
    const before = await told();
    const clash = await cso.request({ method: 'PATCH', url: `${API}/${id}`, payload: { end_date: week(5) } });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().params).toMatchObject({ client: 'Banque Atlantique', start: week(5) });
    const endBeforeStart = await cso.request({
      method: 'PATCH',
      url: `${API}/${other}`,
      payload: { end_date: week(4) },
    });
    expect(endBeforeStart.statusCode).toBe(400);
    expect(endBeforeStart.json().error_codes.end_date).toMatchObject({ code: 'staffing.endBeforeStart' });
    expect(await told()).toBe(before);
    const moved = await cso.request({ method: 'PATCH', url: `${API}/${id}`, payload: { end_date: week(4) } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await told()).toBe(before + 1);
    // A role changes nothing of their time: no notification.
    await cso.request({ method: 'PATCH', url: `${API}/${other}`, payload: { role: 'Lead' } });
    expect(await told()).toBe(before + 1);
    const deleted = await cso.request({ method: 'DELETE', url: `${API}/${id}` });
    expect(deleted.statusCode).toBe(200);
    const weeks = (await readAvailability(ctx().db, [colleague.user.id], monday, 6)).get(colleague.user.id);
    expect(weeks?.map((w) => w.free_pct)).toEqual([100, 100, 100, 100, 100, 40]);
  });

  it('keeps an external id unique', async () => {
    const payload = {
      user_id: outsider.id,
      client: 'Retail Co',
      start_date: week(12),
      allocation: 5,
      status: 'tentative',
    };
    expect((await create(cso, { ...payload, external_id: 'RP-1' })).statusCode).toBe(201);
    const twice = await create(cso, { ...payload, external_id: 'RP-1' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error_codes.external_id).toMatchObject({ code: 'staffing.externalIdTaken' });
  });

  it('keeps the wishes a person declares on their profile', async () => {
    const response = await consultant.request({
      method: 'PATCH',
      url: `/api/c13s/v2/cv_library/users/${consultant.user.id}`,
      payload: {
        available_from: week(4),
        interested_skills: ['Kubernetes'],
        interested_clients: ['Retail Co'],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      available_from: week(4),
      interested_skills: ['Kubernetes'],
      interested_clients: ['Retail Co'],
    });
    const unlisted = await consultant.request({
      method: 'PATCH',
      url: `/api/c13s/v2/cv_library/users/${consultant.user.id}`,
      payload: { interested_clients: ['Nobody Knows Inc'] },
    });
    expect(unlisted.statusCode).toBe(400);
    expect(unlisted.json().error_codes.interested_clients).toMatchObject({ code: 'tags.notListed' });
  });
});

describe('managing_tools/cso_bench', () => {
  const ctx = useTestApp();
  type Caller = Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  const BENCH = '/api/c13s/v2/managing_tools/cso_bench';

  it('lists, for the CSO only, who is free now and who rolls off within four weeks, by business unit', async () => {
    const t = ctx();
    const monday = firmWeekStart(new Date(), t.config.firmTimeZone);
    await rollAvailabilityWindow(t.db, monday);
    const cso = await t.signedIn({ roles: ['CSO'] });
    const hr = await t.signedIn({ roles: ['HR'] });
    await t.listValues('client', 'Retail Co');
    const person = (last_name: string, business_unit: string) =>
      t.createPerson({ last_name, business_unit, technical_skills: ['Kubernetes'] });
    const free = await person('Free', 'Data');
    const rolling = await person('Rolling', 'Cloud');
    const busy = await person('Busy', 'Cloud');
    const staff = async (user_id: string, end_date: string | null) => {
      const response = await cso.request({
        method: 'POST',
        url: API,
        payload: { user_id, client: 'Retail Co', start_date: monday, end_date, allocation: 100 },
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await staff(rolling.id, addDays(monday, 7 * 2 + 4));
    await staff(busy.id, null);
    const search = async (as: Caller, query = '') =>
      (await as.request({ method: 'GET', url: `${BENCH}/search?size=100${query}` })).json();
    const bench = await search(cso);
    const mine = bench.data.filter((row: { id: string }) => [free.id, rolling.id, busy.id].includes(row.id));
    expect(mine).toEqual([
      expect.objectContaining({
        id: rolling.id,
        business_unit: 'Cloud',
        state: 'rolling_off',
        free_now: 0,
        free_from: addDays(monday, 21),
      }),
      expect.objectContaining({
        id: free.id,
        business_unit: 'Data',
        state: 'free',
        free_now: 100,
        technical_skills: ['Kubernetes'],
      }),
    ]);
    const rollingOnly = await search(cso, '&state=rolling_off');
    expect(rollingOnly.data.map((row: { id: string }) => row.id)).toEqual([rolling.id]);
    expect((await search(hr)).total).toBe(0);
    const file = await cso.request({ method: 'GET', url: `${BENCH}/export?format=csv&state=rolling_off` });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('rolling off');
    expect(file.body).toContain(rolling.email);
  });

  it('leaves out those who run the firm (admin, HR, CSO) and shows the wishes people declared (issue 47)', async () => {
    const t = ctx();
    await rollAvailabilityWindow(t.db, firmWeekStart(new Date(), t.config.firmTimeZone));
    const cso = await t.signedIn({ roles: ['CSO'], business_unit: 'Ops' });
    const hr = await t.signedIn({ roles: ['HR'], business_unit: 'Ops' });
    const admin = await t.signedIn({ roles: ['admin'], business_unit: 'Ops' });
    const leader = await t.signedIn({ roles: ['Management'], business_unit: 'Ops' });
    const wishing = await t.createPerson({
      business_unit: 'Ops',
      available_from: '2026-03-02',
      interested_skills: ['Kafka'],
      interested_clients: ['Retail Co'],
    });
    const bench = (
      await cso.request({ method: 'GET', url: `${BENCH}/search?size=100&business_unit=Ops` })
    ).json();
    const ids = bench.data.map((row: { id: string }) => row.id);
    for (const runner of [cso, hr, admin]) expect(ids).not.toContain(runner.user.id);
    expect(ids).toContain(leader.user.id);
    expect(bench.data.find((row: { id: string }) => row.id === wishing.id)).toMatchObject({
      available_from: '2026-03-02',
      interested_skills: ['Kafka'],
      interested_clients: ['Retail Co'],
    });
    expect(bench.total).toBe(2);
  });

  it('mails the CSO role, each Monday, who rolls off in the next two weeks, unless they turned it off', async () => {
    const t = ctx();
    const monday = firmWeekStart(new Date(), t.config.firmTimeZone);
    const reader = await t.signedIn({ roles: ['CSO'], first_name: 'Clara', language: 'fr' });
    const quiet = await t.signedIn({ roles: ['CSO'] });
    const off = await quiet.request({
      method: 'PATCH',
      url: `/api/c13s/v2/cv_library/users/${quiet.user.id}`,
      payload: { staffing_digest: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const soon = await t.createPerson({ first_name: 'Sam', last_name: 'Soon', business_unit: 'Data' });
    const response = await reader.request({
      method: 'POST',
      url: API,
      payload: {
        user_id: soon.id,
        client: 'Retail Co',
        start_date: monday,
        end_date: addDays(monday, 11),
        allocation: 100,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    await rollOffDigestJob.run(t.app, { id: 'test', data: {}, retryCount: 0, retryLimit: 0 });
    const [mail, ...more] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, reader.user.email));
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/^Bench : \d+ personnes? /);
    expect(mail!.body).toContain(`Sam Soon (Data) : libre à partir du ${addDays(monday, 14)}`);
    // The one rolling off in three weeks waits for a later digest.
    expect(mail!.body).not.toContain('Rolling');
    expect(mail!.body).toContain('/cso-managing-tool/bench');
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, quiet.user.email))).toEqual([]);
  });
});
