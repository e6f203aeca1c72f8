import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app-setup.ts';
import { createGroup, TEAMS_API, type Caller } from './groups.factory.ts';

type GroupBody = {
  id: string;
  type: string;
  name: string;
  id_lea: string | null;
  leaders: { id: string; first_name: string; has_picture: boolean }[];
  steerco: { id: string }[];
  members: { id: string; status: string }[];
};

describe('cv_library/teams', () => {
  const ctx = useTestApp();
  let hr: Caller;
  let karim: Caller;
  let colleague: Caller;
  let ana: { id: string };
  let ben: { id: string };
  let squad: string;
  let guild: string;

  beforeAll(async () => {
    const t = ctx();
    hr = await t.signedIn({ roles: ['HR'] });
    karim = await t.signedIn({ first_name: 'Karim', last_name: 'Benali', job_title: 'Data & AI Manager' });
    colleague = await t.signedIn();
    ana = await t.createPerson({ first_name: 'Ana', last_name: 'Lopes', has_picture: true });
    ben = await t.createPerson({ first_name: 'Ben', last_name: 'Okafor' });
    squad = await createGroup(hr, {
      type: 'squad',
      name: 'Data Foundations',
      code_name: 'ATLAS',
      leaders: [karim.user.id, ana.id],
      steerco: [ben.id],
      members: [{ user_id: colleague.user.id, status: 'active' }],
      solutions: ['Data platform'],
      man_days: 20,
    });
    guild = await createGroup(hr, {
      type: 'guild',
      name: 'Générative AI',
      leaders: [ana.id],
      members: [{ user_id: karim.user.id, status: 'follower' }],
    });
    await createGroup(hr, { type: 'team', name: 'Digital Factory', leaders: [ben.id] });
    await createGroup(hr, {
      type: 'chapter',
      name: 'Data Engineering',
      description: 'Pipelines, warehouses',
    });
  });

  const search = async (query: string, as: Caller = colleague) => {
    const response = await as.request({ method: 'GET', url: `${TEAMS_API}/search?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: GroupBody[]; total: number };
  };
  const names = async (query: string) => (await search(query)).data.map((group) => group.name);

  it('presents a group with its people as references, main leader first', async () => {
    const response = await colleague.request({ method: 'GET', url: `${TEAMS_API}/${squad}` });
    expect(response.statusCode).toBe(200);
    const group = response.json();
    expect(group).toMatchObject({
      type: 'squad',
      name: 'Data Foundations',
      code_name: 'ATLAS',
      id_lea: karim.user.id,
      man_days: 20,
      solutions: ['Data platform'],
      steerco: [{ id: ben.id, first_name: 'Ben', last_name: 'Okafor' }],
      members: [{ id: colleague.user.id, status: 'active' }],
    });
    expect(group.leaders).toEqual([
      {
        id: karim.user.id,
        first_name: 'Karim',
        last_name: 'Benali',
        job_title: 'Data & AI Manager',
        has_picture: false,
        picture_version: null,
      },
      {
        id: ana.id,
        first_name: 'Ana',
        last_name: 'Lopes',
        job_title: expect.any(String),
        has_picture: true,
        picture_version: null,
      },
    ]);
    for (const hidden of ['leader_ids', 'people_ids']) expect(group).not.toHaveProperty(hidden);
  });

  it('finds every group a person leads with id_lea, not only those where they are the main leader', async () => {
    expect(await names(`id_lea=${ana.id}`)).toEqual(['Data Foundations', 'Générative AI']);
    expect(await names(`id_lea=${karim.user.id}`)).toEqual(['Data Foundations']);
    expect(await names(`id_lea=${colleague.user.id}`)).toEqual([]);
    const count = await colleague.request({ method: 'GET', url: `${TEAMS_API}/count?id_lea=${ana.id}` });
    expect(count.json()).toEqual({ count: 2 });
  });

  it("lists a person's groups whatever their place, with member", async () => {
    expect(await names(`member=${karim.user.id}`)).toEqual(['Data Foundations', 'Générative AI']);
    expect(await names(`member=${ben.id}`)).toEqual(['Data Foundations', 'Digital Factory']);
  });

  it('filters by type, counts types as facets, and searches text without accents', async () => {
    expect(await names('type=guild&type=chapter')).toEqual(['Data Engineering', 'Générative AI']);
    const facets = await colleague.request({ method: 'GET', url: `${TEAMS_API}/cardinalities?field=type` });
    expect(facets.json()).toEqual({ type: { squad: 1, guild: 1, team: 1, chapter: 1 } });
    expect(await names('q=generative')).toEqual(['Générative AI']);
    expect(await names('q=atlas')).toEqual(['Data Foundations']);
    expect(await names('q=warehouse')).toEqual(['Data Engineering']);
    expect(await names('q=100%25')).toEqual([]);
    expect((await names('q=data'))[0]).toMatch(/^Data/);
    expect(await names('sort=-name&type=squad&type=team')).toEqual(['Digital Factory', 'Data Foundations']);
  });

  it('treats an id_lea or member that is no id as matching nothing', async () => {
    expect(await names('id_lea=karim')).toEqual([]);
    expect(await names("member=1'%20OR%20'1'='1")).toEqual([]);
  });

  it("needs 'teams create' to create: HR may, a colleague may not", async () => {
    const refused = await colleague.request({
      method: 'POST',
      url: TEAMS_API,
      payload: { type: 'team', name: 'Shadow team' },
    });
    expect(refused.statusCode).toBe(403);
    expect(await names('q=shadow')).toEqual([]);
    const missing = await hr.request({ method: 'POST', url: TEAMS_API, payload: { type: 'team' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'mandatoryFields',
      msg: 'Please fill up the mandatory fields*',
      errors: { name: expect.any(String) },
    });
  });

  it('lets a leader of the group edit it, including its people', async () => {
    const cookie = await ctx().sessionCookie(ana.id);
    const asAna: Caller = {
      user: ana,
      request: (options) => ctx().app.inject({ ...options, headers: { ...options.headers, cookie } }),
    };
    const edited = await asAna.request({
      method: 'PATCH',
      url: `${TEAMS_API}/${squad}`,
      payload: { description: 'Edited by a leader', steerco: [] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      description: 'Edited by a leader',
      steerco: [],
      msg: 'Updated successfully',
    });
  });

  it('refuses an edit to a member or steerco of the group who holds no right, and saves nothing', async () => {
    for (const outsider of [colleague]) {
      const response = await outsider.request({
        method: 'PATCH',
        url: `${TEAMS_API}/${squad}`,
        payload: { name: 'Taken over' },
      });
      expect(response.statusCode).toBe(403);
    }
    const asFollower = await karim.request({
      method: 'PATCH',
      url: `${TEAMS_API}/${guild}`,
      payload: { name: 'Taken over' },
    });
    expect(asFollower.statusCode).toBe(403);
    expect(await names('q=taken')).toEqual([]);
  });

  it("lets holders of 'teams update' edit any group, and a leader stops being one when removed", async () => {
    const response = await hr.request({
      method: 'PATCH',
      url: `${TEAMS_API}/${squad}`,
      payload: { leaders: [ana.id] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().id_lea).toBe(ana.id);
    expect(await names(`id_lea=${karim.user.id}`)).toEqual([]);
    const formerLeader = await karim.request({
      method: 'PATCH',
      url: `${TEAMS_API}/${squad}`,
      payload: { name: 'Mine again' },
    });
    expect(formerLeader.statusCode).toBe(403);
  });

  it('refuses an empty edit and an unknown field', async () => {
    expect(
      (await hr.request({ method: 'PATCH', url: `${TEAMS_API}/${squad}`, payload: {} })).statusCode,
    ).toBe(400);
    const unknown = await hr.request({
      method: 'PATCH',
      url: `${TEAMS_API}/${squad}`,
      payload: { leader_ids: [] },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it("needs 'teams delete' to delete: a leader and HR may not, an administrator may, and the memberships go too", async () => {
    const id = await createGroup(hr, { name: 'Short-lived', leaders: [karim.user.id] });
    expect((await karim.request({ method: 'DELETE', url: `${TEAMS_API}/${id}` })).statusCode).toBe(403);
    expect((await hr.request({ method: 'DELETE', url: `${TEAMS_API}/${id}` })).statusCode).toBe(403);
    const admin = await ctx().signedIn({ roles: ['admin'] });
    const deleted = await admin.request({ method: 'DELETE', url: `${TEAMS_API}/${id}` });
    expect(deleted.json()).toEqual({ code: 'deleted', msg: 'Deleted successfully' });
    expect((await karim.request({ method: 'GET', url: `${TEAMS_API}/${id}` })).statusCode).toBe(404);
    expect(await names(`member=${karim.user.id}`)).not.toContain('Short-lived');
  });
});
