import { groupBreaches } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app-setup.ts';
import { TEAMS_API } from './groups.factory.ts';
import { seedDemoGroups } from './groups.seed.ts';

describe('demo groups', () => {
  const ctx = useTestApp();

  it('adds nothing while the demo accounts do not exist', async () => {
    expect(await seedDemoGroups(ctx().db)).toBe(false);
  });

  it('makes leader@atrium.demo lead a squad and a chapter, within the rules, once', async () => {
    const t = ctx();
    const emails = ['leader', 'management', 'admin', 'hr', 'employee'].map((name) => `${name}@atrium.demo`);
    const [leader, ...rest] = await Promise.all(emails.map((email) => t.createPerson({ email })));
    const employee = rest.at(-1)!;
    for (let i = 0; i < 30; i += 1) await t.createPerson();

    expect(await seedDemoGroups(t.db)).toBe(true);
    const reader = await t.signedIn();
    const led = await reader.request({ method: 'GET', url: `${TEAMS_API}/search?id_lea=${leader!.id}` });
    expect(
      led
        .json()
        .data.map((group: { type: string }) => group.type)
        .sort(),
    ).toEqual(['chapter', 'squad']);

    const all = (await reader.request({ method: 'GET', url: `${TEAMS_API}/search?size=100` })).json();
    expect(all.total).toBe(6);
    for (const group of all.data) {
      const draft = {
        ...group,
        leaders: group.leaders.map((person: { id: string }) => person.id),
        steerco: group.steerco.map((person: { id: string }) => person.id),
        members: group.members.map((member: { id: string; status: 'active' | 'follower' }) => ({
          user_id: member.id,
          status: member.status,
        })),
      };
      expect(groupBreaches(draft), group.name).toEqual([]);
    }
    const employeeGroups = await reader.request({
      method: 'GET',
      url: `${TEAMS_API}/count?member=${employee.id}`,
    });
    expect(employeeGroups.json()).toEqual({ count: 0 });

    expect(await seedDemoGroups(t.db)).toBe(false);
    expect((await reader.request({ method: 'GET', url: `${TEAMS_API}/count` })).json()).toEqual({ count: 6 });
  });
});
