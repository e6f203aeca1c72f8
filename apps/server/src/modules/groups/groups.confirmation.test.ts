import { GROUP_MESSAGES, MESSAGES } from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { tableSnapshot } from '../../test/table-snapshot.ts';
import { useTestApp } from '../../test/test-app-setup.ts';
import { createGroup, TEAMS_API, type Caller } from './groups.factory.ts';

const api = '/api/c13s/v2';

describe("a place a leader gives in their own group counts for the leader's powers once confirmed", () => {
  const ctx = useTestApp();
  let hr: Caller;
  let leader: Caller;
  let team: string;

  beforeAll(async () => {
    hr = await ctx().signedIn({ roles: ['HR'] });
    leader = await ctx().signedIn();
    team = await createGroup(hr, { type: 'team', name: 'Confirmed team', leaders: [leader.user.id] });
  });

  /** What the leader's powers over `userId` answer: a resume made, a reminder, the leader tool. */
  const powersOver = async (userId: string) => {
    const resume = await leader.request({
      method: 'POST',
      url: `${api}/cv_library/resume/generate`,
      payload: { user_id: userId, format: 'docx', language: 'en' },
    });
    const reminder = await leader.request({
      method: 'POST',
      url: `${api}/cv_library/users/completion-reminder`,
      payload: { ids: [userId] },
    });
    const tool = await leader.request({ method: 'GET', url: `${api}/managing_tools/leader_users/search` });
    expect(tool.statusCode, tool.body).toBe(200);
    const listed = (tool.json().data as { id: string }[]).some((person) => person.id === userId);
    const groups = await leader.request({ method: 'GET', url: `${api}/managing_tools/leader_groups/search` });
    const size = (groups.json().data as { id: string; size: number }[]).find(
      (group) => group.id === team,
    )?.size;
    return { resume: resume.statusCode, reminder: reminder.statusCode, listed, size };
  };

  const confirm = (caller: Caller, userId: string) =>
    caller.request({ method: 'POST', url: `${TEAMS_API}/${team}/places/${userId}/confirm` });

  const unconfirmedOf = async () =>
    (await hr.request({ method: 'GET', url: `${TEAMS_API}/${team}` })).json().unconfirmed as string[];

  it('leaves a person the leader added out of their reach until someone with teams update confirms', async () => {
    const x = await ctx().createPerson();
    const added = await leader.request({
      method: 'POST',
      url: `${TEAMS_API}/${team}/members`,
      payload: { user_ids: [x.id] },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().unconfirmed).toEqual([x.id]);
    // Not even the group's counts in the leader tool tell of X: the leader alone is counted.
    expect(await powersOver(x.id)).toEqual({ resume: 403, reminder: 403, listed: false, size: 1 });

    // The leader cannot confirm it (no 'teams update'), and a refusal changes nothing.
    const before = await tableSnapshot(ctx().db);
    const byLeader = await confirm(leader, x.id);
    expect(byLeader.statusCode).toBe(403);
    expect(byLeader.json().msg).toBe(MESSAGES.forbidden);
    expect(await tableSnapshot(ctx().db)).toBe(before);

    const byHr = await confirm(hr, x.id);
    expect(byHr.statusCode, byHr.body).toBe(200);
    expect(byHr.json()).toMatchObject({ msg: GROUP_MESSAGES.placeConfirmed, unconfirmed: [] });
    expect(await powersOver(x.id)).toEqual({ resume: 200, reminder: 200, listed: true, size: 2 });

    const [entry] = await ctx()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.record_id, team), eq(auditLog.action, 'confirm')));
    expect(entry).toMatchObject({ actor: hr.user.id, changes: { confirmed: { before: null, after: x.id } } });
  });

  it('counts at once a place given by someone with teams update, and keeps what the leader did not change', async () => {
    const y = await ctx().createPerson();
    const byHr = await hr.request({
      method: 'POST',
      url: `${TEAMS_API}/${team}/members`,
      payload: { user_ids: [y.id] },
    });
    expect(byHr.statusCode, byHr.body).toBe(200);
    expect(await powersOver(y.id)).toMatchObject({ resume: 200, reminder: 200, listed: true });
    // The leader edits the group naming a co-leader: that place waits, Y's stays confirmed.
    const coLeader = await ctx().createPerson();
    const edited = await leader.request({
      method: 'PATCH',
      url: `${TEAMS_API}/${team}`,
      payload: { leaders: [leader.user.id, coLeader.id] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await unconfirmedOf()).toEqual([coLeader.id]);
    expect(await powersOver(y.id)).toMatchObject({ resume: 200, reminder: 200, listed: true });
  });

  it('never lets whoever gave a place confirm it, even once they may manage groups', async () => {
    const z = await ctx().createPerson();
    await leader.request({
      method: 'POST',
      url: `${TEAMS_API}/${team}/members`,
      payload: { user_ids: [z.id] },
    });
    await ctx().permissions.setUserRoles(leader.user.id, ['Management']);
    const own = await confirm(leader, z.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().msg).toBe(GROUP_MESSAGES.confirmOwnPlacement);
    await ctx().permissions.setUserRoles(leader.user.id, []);
    expect((await confirm(hr, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await confirm(hr, z.id)).statusCode).toBe(200);
    // Confirming again changes nothing.
    expect((await confirm(hr, z.id)).statusCode).toBe(200);
  });
});
