import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signIns } from '../../platform/a12n/a12n.tables.ts';
import { users } from '../../platform/users/users.tables.ts';
import { useTestApp } from '../../test/test-app-setup.ts';
import { groupMemberships, groups } from '../groups/groups.tables.ts';
import { resumes } from '../people/people.tables.ts';

const api = '/api/c13s/v2/managing_tools';

describe('the managing tools: who each reaches, and what it shows', () => {
  const ctx = useTestApp();
  type Caller = Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let cso: Caller;
  let hr: Caller;
  let leader: Caller;
  let colleague: Caller;
  let member: { id: string };
  let outsider: { id: string; last_name: string };
  let team: string;

  beforeAll(async () => {
    const { db } = ctx();
    cso = await ctx().signedIn({ roles: ['CSO'], business_unit: 'Tools BU' });
    hr = await ctx().signedIn({ roles: ['HR'], business_unit: 'Tools BU' });
    leader = await ctx().signedIn({ business_unit: 'Tools BU' });
    colleague = await ctx().signedIn({ business_unit: 'Tools BU' });
    member = await ctx().createPerson({
      business_unit: 'Tools BU',
      grade: 'Senior',
      technical_skills: ['Rust'],
    });
    outsider = await ctx().createPerson({ business_unit: 'Tools BU', grade: 'Senior' });
    const [led] = await db
      .insert(groups)
      .values({ name: 'Tools team', type: 'team', man_days: 12 })
      .returning();
    const [other] = await db.insert(groups).values({ name: 'Tools other squad', type: 'squad' }).returning();
    team = led!.id;
    await db.insert(groupMemberships).values([
      { group_id: led!.id, user_id: leader.user.id, role: 'leader' },
      { group_id: led!.id, user_id: member.id, role: 'member' },
      { group_id: other!.id, user_id: outsider.id, role: 'member' },
    ]);
    await db.insert(resumes).values({ user_id: member.id, title: 'CV', sections: [] });
    await db.insert(signIns).values({ user_id: member.id, last_at: new Date('2026-11-20T08:00:00Z') });
  });

  const search = (caller: Caller, object: string, query = '') =>
    caller.request({ method: 'GET', url: `${api}/${object}/search?business_unit=Tools%20BU${query}` });

  it('opens each tool to its role only: CSO, HR, and a leader for their groups', async () => {
    expect((await search(cso, 'cso_users')).statusCode).toBe(200);
    expect((await search(hr, 'hr_users')).statusCode).toBe(200);
    // Without the role the rule matches no one: an empty list, never someone else's data.
    for (const [caller, object] of [
      [colleague, 'cso_users'],
      [colleague, 'hr_users'],
      [cso, 'hr_users'],
      [hr, 'cso_users'],
    ] as const) {
      const response = await search(caller, object);
      expect(response.statusCode, `${object}`).toBe(200);
      expect(response.json().total).toBe(0);
    }
    const anonymous = await ctx().app.inject({ method: 'GET', url: `${api}/cso_users/search` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('gives a leader the members of the groups they lead, and nobody else even by id', async () => {
    const response = await search(leader, 'leader_users');
    expect(response.statusCode, response.body).toBe(200);
    const ids = response.json().data.map((person: { id: string }) => person.id);
    expect(ids.sort()).toEqual([leader.user.id, member.id].sort());
    expect(
      (await leader.request({ method: 'GET', url: `${api}/leader_users/${outsider.id}` })).statusCode,
    ).toBe(404);
    expect(
      (await colleague.request({ method: 'GET', url: `${api}/leader_users/${member.id}` })).statusCode,
    ).toBe(404);
    const record = (await leader.request({ method: 'GET', url: `${api}/leader_users/${member.id}` })).json();
    expect(record).toMatchObject({ resumes: 1, groups: [{ id: team, name: 'Tools team', type: 'team' }] });
  });

  it("shows each tool its own columns: HR the last sign-in, the CSO none of HR's", async () => {
    const byHr = (await hr.request({ method: 'GET', url: `${api}/hr_users/${member.id}` })).json();
    expect(byHr).toMatchObject({ grade: 'Senior', last_sign_in_at: '2026-11-20T08:00:00.000Z' });
    const byCso = (await cso.request({ method: 'GET', url: `${api}/cso_users/${member.id}` })).json();
    expect(byCso).toMatchObject({ technical_skills: ['Rust'], credentials: 0, top_solutions: 0 });
    expect(byCso).not.toHaveProperty('last_sign_in_at');
    expect(byCso).not.toHaveProperty('completion_missing');
  });

  it('filters and sorts on the server, and refuses what the tool does not declare', async () => {
    const skilled = await search(cso, 'cso_users', '&technical_skills=Rust');
    expect(skilled.json().data.map((person: { id: string }) => person.id)).toEqual([member.id]);
    expect((await search(hr, 'hr_users', '&sort=-completion_rate')).statusCode).toBe(200);
    expect((await search(cso, 'cso_users', '&sort=completion_rate')).statusCode).toBe(400);
    expect((await search(cso, 'cso_users', '&employment_type=intern')).statusCode).toBe(400);
    expect((await search(leader, 'leader_users', `&group=${team}`)).json().total).toBe(2);
    expect((await search(leader, 'leader_users', '&group=not-an-id')).statusCode).toBe(400);
  });

  it('lists teams, squads and chapters with their size, leaders and who needs a nudge', async () => {
    const teams = await leader.request({ method: 'GET', url: `${api}/leader_groups/search?type=team` });
    expect(teams.json().data).toEqual([
      expect.objectContaining({
        id: team,
        size: 2,
        man_days: 12,
        without_resume: 1,
        leaders: [expect.objectContaining({ id: leader.user.id })],
      }),
    ]);
    const squads = await leader.request({ method: 'GET', url: `${api}/leader_groups/search?type=squad` });
    expect(squads.json().total).toBe(0);
    const all = await cso.request({ method: 'GET', url: `${api}/cso_groups/search?q=Tools` });
    expect(all.json().total).toBe(2);
    expect(
      (await colleague.request({ method: 'GET', url: `${api}/hr_groups/search?q=Tools` })).json().total,
    ).toBe(0);
    expect(
      (await cso.request({ method: 'GET', url: `${api}/cso_groups/search?type=guild` })).statusCode,
    ).toBe(400);
  });

  it("counts a group's active members once: the overview and the leader's tool say the same figure", async () => {
    const { db } = ctx();
    const head = await ctx().signedIn({ business_unit: 'Headcount BU' });
    const person = () => ctx().createPerson({ business_unit: 'Headcount BU' });
    const [steerco, active1, active2, follower, unconfirmed, gone] = await Promise.all(
      Array.from({ length: 6 }, person),
    );
    await db.update(users).set({ status: 'left' }).where(eq(users.id, gone!.id));
    const [group] = await db.insert(groups).values({ name: 'Headcount squad', type: 'squad' }).returning();
    await db.insert(groupMemberships).values([
      { group_id: group!.id, user_id: head.user.id, role: 'leader' },
      { group_id: group!.id, user_id: steerco!.id, role: 'steerco' },
      { group_id: group!.id, user_id: active1!.id, role: 'member' },
      { group_id: group!.id, user_id: active2!.id, role: 'member' },
      { group_id: group!.id, user_id: follower!.id, role: 'member', status: 'follower' },
      { group_id: group!.id, user_id: unconfirmed!.id, role: 'member', confirmed: false },
      { group_id: group!.id, user_id: gone!.id, role: 'member' },
    ]);
    const overview = await head.request({ method: 'GET', url: `/api/c13s/v2/cv_library/teams/${group!.id}` });
    // Seven places; the follower, the unconfirmed place and the person who left are not active members.
    expect(overview.json()).toMatchObject({ active_members: 4 });
    const tool = await head.request({ method: 'GET', url: `${api}/leader_groups/search?type=squad` });
    expect(tool.json().data).toEqual([expect.objectContaining({ id: group!.id, size: 4 })]);
  });

  it('exports what the tool lists, with its own columns', async () => {
    const file = await hr.request({
      method: 'GET',
      url: `${api}/hr_users/export?format=csv&business_unit=Tools%20BU`,
    });
    expect(file.statusCode).toBe(200);
    const [heading] = file.body.replace(/^\uFEFF/, '').split('\n');
    expect(heading).toContain('Last sign-in');
    const byLeader = await leader.request({ method: 'GET', url: `${api}/leader_users/export?format=csv` });
    expect(byLeader.body).not.toContain(outsider.last_name);
    expect(byLeader.body.split('\n').filter(Boolean)).toHaveLength(3);
  });
});
