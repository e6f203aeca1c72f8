import { GROUP_LIMITS, GROUP_MESSAGES, MESSAGES } from '@atrium/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableSnapshot } from '../../test/table-snapshot.ts';
import { useTestApp } from '../../test/test-app-setup.ts';
import { createGroup, TEAMS_API, type Caller } from './groups.factory.ts';

type Member = { id: string; status: string };

describe('adding people to a group at once (the managing tools)', () => {
  const ctx = useTestApp();
  let hr: Caller;
  let leader: Caller;
  let colleague: Caller;
  let team: string;

  beforeAll(async () => {
    hr = await ctx().signedIn({ roles: ['HR'] });
    leader = await ctx().signedIn();
    colleague = await ctx().signedIn();
    team = await createGroup(hr, { type: 'chapter', name: 'Cloud chapter', leaders: [leader.user.id] });
  });

  const add = (caller: Caller, userIds: unknown) =>
    caller.request({
      method: 'POST',
      url: `${TEAMS_API}/${team}/members`,
      payload: { user_ids: userIds } as object,
    });

  it("lets the group's leader add people; a follower becomes a member and the leader keeps their place", async () => {
    const a = await ctx().createPerson();
    const follower = await ctx().signedIn();
    expect((await follower.request({ method: 'POST', url: `${TEAMS_API}/${team}/follow` })).statusCode).toBe(
      200,
    );
    const b = follower.user;
    const response = await add(leader, [a.id, b.id, leader.user.id, a.id]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().msg).toBe(GROUP_MESSAGES.membersAdded);
    const members = response.json().members as Member[];
    expect(members.map((member) => [member.id, member.status]).sort()).toEqual(
      [
        [a.id, 'active'],
        [b.id, 'active'],
      ].sort(),
    );
    expect(response.json().leaders.map((person: { id: string }) => person.id)).toEqual([leader.user.id]);
  });

  it('refuses someone who may not edit the group, an unknown person, too many and a bad body, changing nothing', async () => {
    const someone = await ctx().createPerson();
    const refused = async (caller: Caller, ids: unknown, status: number) => {
      const before = await tableSnapshot(ctx().db);
      const response = await add(caller, ids);
      expect(response.statusCode, response.body).toBe(status);
      expect(await tableSnapshot(ctx().db)).toBe(before);
      return response.json().msg as string;
    };
    expect(await refused(colleague, [someone.id], 403)).toBe(MESSAGES.forbidden);
    await refused(hr, ['00000000-0000-4000-8000-000000000000'], 400);
    await refused(hr, [], 400);
    await refused(hr, ['not-an-id'], 400);
    await refused(
      hr,
      Array.from({ length: GROUP_LIMITS.members + 1 }, () => someone.id),
      400,
    );
  });
});
