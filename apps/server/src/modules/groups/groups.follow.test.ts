import { GROUP_LIMITS } from '@atrium/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app-setup.ts';
import { createGroup, TEAMS_API, type Caller } from './groups.factory.ts';

type Member = { id: string; status: string };

describe('following chapters and guilds', () => {
  const ctx = useTestApp();
  let hr: Caller;
  let me: Caller;
  let guild: string;
  let chapter: string;
  let squad: string;

  beforeAll(async () => {
    hr = await ctx().signedIn({ roles: ['HR'] });
    me = await ctx().signedIn({ first_name: 'Marc', last_name: 'Lefèvre' });
    guild = await createGroup(hr, { type: 'guild', name: 'Generative AI' });
    chapter = await createGroup(hr, { type: 'chapter', name: 'Data Engineering' });
    squad = await createGroup(hr, { type: 'squad', name: 'Data Foundations' });
  });

  const follow = (id: string, as: Caller = me) =>
    as.request({ method: 'POST', url: `${TEAMS_API}/${id}/follow` });
  const unfollow = (id: string, as: Caller = me) =>
    as.request({ method: 'DELETE', url: `${TEAMS_API}/${id}/follow` });
  const followers = async (id: string) =>
    ((await me.request({ method: 'GET', url: `${TEAMS_API}/${id}` })).json().members as Member[]).filter(
      (member) => member.status === 'follower',
    );

  it('lets anyone follow a guild for themselves, once, and find it among their groups', async () => {
    const response = await follow(guild);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: 'groups.followed',
      msg: 'You now follow this group',
      members: [{ id: me.user.id, first_name: 'Marc', status: 'follower' }],
    });
    expect((await follow(guild)).statusCode).toBe(200);
    expect(await followers(guild)).toHaveLength(1);
    const mine = await me.request({ method: 'GET', url: `${TEAMS_API}/search?member=${me.user.id}` });
    expect(mine.json().data.map((group: { id: string }) => group.id)).toEqual([guild]);
  });

  it('lets them stop following, and stopping twice changes nothing', async () => {
    await follow(chapter);
    const response = await unfollow(chapter);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: 'groups.unfollowed',
      msg: 'You no longer follow this group',
      members: [],
    });
    expect((await unfollow(chapter)).statusCode).toBe(200);
    expect(await followers(chapter)).toEqual([]);
  });

  it('refuses following a team or squad: their leaders decide who is in them', async () => {
    const response = await follow(squad);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'groups.notFollowable',
      msg: 'Only chapters and guilds can be followed',
    });
    expect((await me.request({ method: 'GET', url: `${TEAMS_API}/${squad}` })).json().members).toEqual([]);
  });

  it('refuses following a group where one already has a place, naming the person and the rule, and leaves that place alone', async () => {
    const leader = await ctx().signedIn({ first_name: 'Ana', last_name: 'Lopes' });
    const active = await ctx().signedIn({ first_name: 'Ben', last_name: 'Okafor' });
    const id = await createGroup(hr, {
      type: 'chapter',
      name: 'Cloud',
      leaders: [leader.user.id],
      members: [{ user_id: active.user.id, status: 'active' }],
    });
    const asLeader = await follow(id, leader);
    expect(asLeader.statusCode).toBe(409);
    expect(asLeader.json().msg).toBe('Ana Lopes is a leader and cannot also be a member');
    const asMember = await follow(id, active);
    expect(asMember.statusCode).toBe(409);
    expect(asMember.json().msg).toBe('Ben Okafor is an active member and cannot also be a follower');
    expect((await unfollow(id, active)).statusCode).toBe(200);
    const group = (await me.request({ method: 'GET', url: `${TEAMS_API}/${id}` })).json();
    expect(group).toMatchObject({
      id_lea: leader.user.id,
      members: [{ id: active.user.id, status: 'active' }],
    });
  });

  it('refuses a follower past the maximum of members', async () => {
    const crowd = [];
    for (let i = 0; i < GROUP_LIMITS.members; i += 1) crowd.push(await ctx().createPerson());
    const full = await createGroup(hr, {
      type: 'guild',
      name: 'Full guild',
      members: crowd.map((person) => ({ user_id: person.id, status: 'follower' })),
    });
    const response = await follow(full);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(`A group has at most ${GROUP_LIMITS.members} members`);
  });

  it('answers 404 for a group that does not exist', async () => {
    expect((await follow('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await unfollow('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('people without a team, without a guild', () => {
  const ctx = useTestApp();
  let hr: Caller;
  let management: Caller;
  let employee: Caller;
  const people: Record<string, { id: string }> = {};

  beforeAll(async () => {
    const t = ctx();
    hr = await t.signedIn({ roles: ['HR'], last_name: 'Zhr' });
    management = await t.signedIn({ roles: ['Management'], last_name: 'Zmanagement' });
    employee = await t.signedIn({ last_name: 'Zemployee' });
    for (const name of [
      'teamLeader',
      'squadMember',
      'squadFollower',
      'teamSteerco',
      'guildFollower',
      'chapterOnly',
    ])
      people[name] = await t.createPerson({ first_name: name, last_name: `Person ${name}` });
    await createGroup(hr, {
      type: 'team',
      leaders: [people.teamLeader!.id],
      steerco: [people.teamSteerco!.id],
    });
    await createGroup(hr, {
      type: 'squad',
      members: [
        { user_id: people.squadMember!.id, status: 'active' },
        { user_id: people.squadFollower!.id, status: 'follower' },
      ],
    });
    await createGroup(hr, {
      type: 'guild',
      leaders: [people.teamLeader!.id],
      members: [{ user_id: people.guildFollower!.id, status: 'follower' }],
    });
    await createGroup(hr, {
      type: 'chapter',
      members: [{ user_id: people.chapterOnly!.id, status: 'active' }],
    });
  });

  const list = async (kind: 'team' | 'guild', query = 'size=100', as: Caller = hr) => {
    const response = await as.request({
      method: 'GET',
      url: `${TEAMS_API}/without_${kind}?${query}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      data: { id: string; first_name: string; business_unit: string | null }[];
      total: number;
    };
  };
  const named = (data: { first_name: string }[]) =>
    data
      .map((person) => person.first_name)
      .filter((name) => name in people)
      .sort();

  it('lists people in no team or squad; a follower of a squad is not in it', async () => {
    const { data, total } = await list('team');
    expect(named(data)).toEqual(['chapterOnly', 'guildFollower', 'squadFollower']);
    expect(total).toBe(data.length);
    expect(data.map((person) => person.id)).toContain(employee.user.id);
    expect(data[0]).toEqual({
      id: expect.any(String),
      first_name: expect.any(String),
      last_name: expect.any(String),
      job_title: expect.anything(),
      has_picture: false,
      picture_version: null,
      business_unit: null,
      hub: null,
    });
  });

  it('lists people in no guild; following a guild is belonging to it', async () => {
    const { data } = await list('guild');
    expect(named(data)).toEqual(['chapterOnly', 'squadFollower', 'squadMember', 'teamSteerco']);
  });

  it('narrows by name and pages', async () => {
    expect(named((await list('team', 'q=squadfoll')).data)).toEqual(['squadFollower']);
    expect((await list('team', 'q=100%25')).data).toEqual([]);
    const all = await list('guild');
    expect(await list('guild', 'size=2&page=2')).toEqual({ data: all.data.slice(2, 4), total: all.total });
    expect(await list('guild', 'size=2&page=99')).toEqual({ data: [], total: all.total });
  });

  it("shows the lists to whoever may manage groups ('teams update'): HR and Management, not a colleague", async () => {
    expect((await list('team', 'size=1', management)).total).toBeGreaterThan(0);
    for (const kind of ['team', 'guild']) {
      const response = await employee.request({ method: 'GET', url: `${TEAMS_API}/without_${kind}` });
      expect(response.statusCode).toBe(403);
    }
  });

  it('refuses unknown parameters and out-of-range paging', async () => {
    for (const query of ['salary=1', 'size=101', 'page=0']) {
      const response = await hr.request({ method: 'GET', url: `${TEAMS_API}/without_team?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
