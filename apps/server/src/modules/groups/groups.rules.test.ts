import { GROUP_LIMITS, MAN_DAYS_MAX, type GroupInput } from '@atrium/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app-setup.ts';
import { createGroup, TEAMS_API, type Caller } from './groups.factory.ts';
import { groupMemberships, groups } from './groups.tables.ts';

type Place = 'leader' | 'steerco' | 'active' | 'follower';

/** Puts one person in one place of a group's lists. */
const placed = (place: Place, id: string): Pick<GroupInput, 'leaders' | 'steerco' | 'members'> =>
  place === 'leader'
    ? { leaders: [id] }
    : place === 'steerco'
      ? { steerco: [id] }
      : { members: [{ user_id: id, status: place }] };

/** Both places at once; for two member statuses the one list holds the person twice. */
const both = (first: Place, second: Place, id: string) => {
  const a = placed(first, id);
  const b = placed(second, id);
  return { ...a, ...b, ...(a.members && b.members && { members: [...a.members, ...b.members] }) };
};

/** The edit adding `add` to a group where the person is `stay`; lists replace, so a shared list keeps `stay`. */
const addition = (stay: Place, add: Place, id: string) => {
  const list = placed(add, id);
  return list.members && placed(stay, id).members ? { members: both(stay, add, id).members } : list;
};

describe('group rules: one place per person, maximums, man-days', () => {
  const ctx = useTestApp();
  let hr: Caller;
  let karim: { id: string };
  let crowd: { id: string }[];

  beforeAll(async () => {
    const t = ctx();
    hr = await t.signedIn({ roles: ['HR'] });
    karim = await t.createPerson({ first_name: 'Karim', last_name: 'Benali' });
    crowd = [];
    for (let i = 0; i < GROUP_LIMITS.members + 1; i += 1) crowd.push(await t.createPerson());
  });

  const stored = async () => {
    const { db } = ctx();
    const [g] = await db.select({ n: count() }).from(groups);
    const [m] = await db.select({ n: count() }).from(groupMemberships);
    return { groups: g?.n, memberships: m?.n };
  };

  const EXCLUSIVE: [Place, Place, string][] = [
    ['leader', 'steerco', 'Karim Benali is a leader and cannot also be a steerco member'],
    ['leader', 'active', 'Karim Benali is a leader and cannot also be a member'],
    ['leader', 'follower', 'Karim Benali is a leader and cannot also be a member'],
    ['steerco', 'active', 'Karim Benali is a steerco member and cannot also be a member'],
    ['steerco', 'follower', 'Karim Benali is a steerco member and cannot also be a member'],
    ['active', 'follower', 'Karim Benali is an active member and cannot also be a follower'],
    ['follower', 'active', 'Karim Benali is a follower and cannot also be an active member'],
  ];

  it.each(EXCLUSIVE)(
    'refuses creating a group where one person is %s and %s (409), saving nothing',
    async (first, second, msg) => {
      const before = await stored();
      const response = await hr.request({
        method: 'POST',
        url: TEAMS_API,
        payload: { type: 'guild', name: 'Refused', ...both(first, second, karim.id) },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().msg).toBe(msg);
      // The code and the name it is filled with, for the web to say it in the reader's language.
      expect(response.json()).toMatchObject({
        code: expect.stringMatching(/^groups\.rule\./),
        params: { name: 'Karim Benali' },
      });
      expect(Object.values(response.json().errors)).toEqual([msg]);
      expect(Object.values(response.json().error_codes)).toEqual([
        { code: response.json().code, params: { name: 'Karim Benali' } },
      ]);
      expect(await stored()).toEqual(before);
    },
  );

  it.each(EXCLUSIVE)(
    'refuses adding a %s as %s to a stored group, and the other way round',
    async (first, second) => {
      for (const [stay, add] of [
        [first, second],
        [second, first],
      ] as const) {
        const id = await createGroup(hr, {
          type: 'guild',
          name: `Stored ${stay}`,
          ...placed(stay, karim.id),
        });
        const before = await stored();
        const response = await hr.request({
          method: 'PATCH',
          url: `${TEAMS_API}/${id}`,
          // The name must not change either: the whole write is refused.
          payload: { name: 'Renamed', ...addition(stay, add, karim.id) },
        });
        expect(response.statusCode, `${stay} then ${add}`).toBe(409);
        expect(response.json().msg).toMatch(/^Karim Benali is an? .+ and cannot also be an? /);
        expect(await stored()).toEqual(before);
        const group = (await hr.request({ method: 'GET', url: `${TEAMS_API}/${id}` })).json();
        expect(group.name).toBe(`Stored ${stay}`);
      }
    },
  );

  it('accepts moving a person from one place to another in one edit', async () => {
    const id = await createGroup(hr, { name: 'Moves', steerco: [karim.id] });
    const response = await hr.request({
      method: 'PATCH',
      url: `${TEAMS_API}/${id}`,
      payload: { steerco: [], leaders: [karim.id] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id_lea: karim.id, steerco: [] });
  });

  it('refuses a person listed twice in one list', async () => {
    const response = await hr.request({
      method: 'POST',
      url: TEAMS_API,
      payload: { type: 'team', name: 'Twice', leaders: [karim.id, karim.id] },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toBe('Karim Benali is listed more than once');
  });

  it('refuses a person who does not exist, naming the field', async () => {
    const response = await hr.request({
      method: 'POST',
      url: TEAMS_API,
      payload: { type: 'team', name: 'Ghost', steerco: [karim.id, '00000000-0000-4000-8000-000000000000'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'steerco.1': 'Unknown person' });
  });

  const ids = (n: number) => crowd.slice(0, n).map((person) => person.id);
  const words = (n: number) => Array.from({ length: n }, (_, i) => `Item ${i}`);
  const LISTS: [keyof typeof GROUP_LIMITS, (n: number) => unknown[], string][] = [
    ['leaders', ids, 'leaders'],
    ['steerco', ids, 'steerco members'],
    ['members', (n) => ids(n).map((user_id) => ({ user_id, status: 'active' })), 'members'],
    ['solutions', words, 'solutions'],
    ['target_markets', words, 'target markets'],
    ['deliverables', words, 'deliverables'],
    [
      'assets',
      (n) => words(n).map((label, i) => ({ label, url: `https://drive.atrium.demo/${i}` })),
      'assets',
    ],
  ];

  it.each(LISTS)(
    'takes at most the maximum of %s, and refuses one more with a 400 naming the rule',
    async (field, items, noun) => {
      const max = GROUP_LIMITS[field];
      const before = await stored();
      const over = await hr.request({
        method: 'POST',
        url: TEAMS_API,
        payload: { type: 'squad', name: 'Too many', [field]: items(max + 1) },
      });
      expect(over.statusCode).toBe(400);
      const code = expect.stringMatching(/^groups\.rule\.tooMany/);
      expect(over.json()).toEqual({
        code,
        params: { max },
        msg: `A group has at most ${max} ${noun}`,
        errors: { [field]: `A group has at most ${max} ${noun}` },
        error_codes: { [field]: { code, params: { max } } },
      });
      expect(await stored()).toEqual(before);
      const id = await createGroup(hr, { name: `Full ${field}`, [field]: items(max) });
      const patched = await hr.request({
        method: 'PATCH',
        url: `${TEAMS_API}/${id}`,
        payload: { [field]: items(max + 1) },
      });
      expect(patched.statusCode).toBe(400);
      const group = (await hr.request({ method: 'GET', url: `${TEAMS_API}/${id}` })).json();
      expect(group[field]).toHaveLength(max);
    },
  );

  it(`takes ${MAN_DAYS_MAX} man-days and refuses ${MAN_DAYS_MAX + 1}, or fewer than none`, async () => {
    const id = await createGroup(hr, { name: 'Planned', man_days: MAN_DAYS_MAX });
    const over = await hr.request({
      method: 'PATCH',
      url: `${TEAMS_API}/${id}`,
      payload: { man_days: MAN_DAYS_MAX + 1, name: 'Over planned' },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      code: 'groups.rule.manDaysMax',
      params: { max: 50 },
      msg: 'Man-days: maximum 50',
      errors: { man_days: 'Man-days: maximum 50' },
      error_codes: { man_days: { code: 'groups.rule.manDaysMax', params: { max: 50 } } },
    });
    const created = await hr.request({
      method: 'POST',
      url: TEAMS_API,
      payload: { type: 'team', name: 'Over', man_days: 51 },
    });
    expect(created.statusCode).toBe(400);
    const negative = await hr.request({
      method: 'PATCH',
      url: `${TEAMS_API}/${id}`,
      payload: { man_days: -1 },
    });
    expect(negative.statusCode).toBe(400);
    const [row] = await ctx().db.select().from(groups).where(eq(groups.id, id));
    expect(row).toMatchObject({ name: 'Planned', man_days: MAN_DAYS_MAX });
  });

  it('refuses asset links that are not web addresses', async () => {
    const response = await hr.request({
      method: 'POST',
      url: TEAMS_API,
      payload: { type: 'team', name: 'Links', assets: [{ label: 'Deck', url: 'javascript:alert(1)' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(['assets.0.url']);
  });
});
