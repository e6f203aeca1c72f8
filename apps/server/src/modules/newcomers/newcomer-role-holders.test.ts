import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/users/users.tables.ts';
import { useTestApp } from '../../test/test-app-setup.ts';

const api = '/api/c13s/v2/cv_library/newcomers';
const people = '/api/c13s/v2/cv_library/users';

/**
 * Issue 45 §3: marking a newcomer "left" takes every role they hold, so for a role holder it needs
 * what taking their roles needs ('permissions update'); HR can no longer strip a CSO's role that way
 * and then merge them into a sock-puppet.
 */
describe('newcomers who hold a role', () => {
  const ctx = useTestApp();
  type Caller = Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let hr: Caller;
  let admin: Caller;
  let added = 0;

  beforeAll(async () => {
    hr = await ctx().signedIn({ roles: ['HR'] });
    admin = await ctx().signedIn({ roles: ['admin'] });
  });

  /** A newcomer who arrived and was then given the CSO role. */
  async function arrivedCso() {
    const made = await hr.request({
      method: 'POST',
      url: api,
      payload: {
        type: 'employee',
        first_name: 'Rolf',
        last_name: `Holder ${++added}`,
        email: `rolf.${added}@atrium.demo`,
        personal_email: `rolf.${added}@example.org`,
        arrival_date: '2026-12-01',
        business_line: 'Data',
        hub: 'Lyon',
        licence: 'E3',
      },
    });
    const id = made.json().id as string;
    expect((await hr.request({ method: 'POST', url: `${api}/${id}/arrived` })).statusCode).toBe(200);
    await ctx().permissions.setUserRoles(id, ['CSO']);
    return id;
  }
  const statusOf = async (id: string) =>
    (await ctx().db.select({ status: users.status }).from(users).where(eq(users.id, id)))[0]!.status;

  it('refuses HR marking a role holder "left" (403): their roles and account stay', async () => {
    const id = await arrivedCso();
    const refused = await hr.request({ method: 'POST', url: `${api}/${id}/left` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('newcomers.holdsRole');
    expect(await ctx().permissions.roles(id)).toContain('CSO');
    expect(await statusOf(id)).toBe('active');
  });

  it('keeps the merge refused after HR deactivates and reactivates them: the role is still held', async () => {
    const id = await arrivedCso();
    const puppet = await ctx().createPerson();
    for (const move of ['deactivate', 'reactivate']) {
      const response = await hr.request({ method: 'POST', url: `${people}/${id}/${move}` });
      expect(response.statusCode, response.body).toBe(200);
    }
    const merge = await hr.request({
      method: 'POST',
      url: `${people}/${id}/merge`,
      payload: { into: puppet.id },
    });
    expect(merge.statusCode).toBe(403);
    expect(merge.json().code).toBe('people.mergeHoldsRole');
  });

  it('lets who may change permissions mark them left, which takes their roles', async () => {
    const id = await arrivedCso();
    const left = await admin.request({ method: 'POST', url: `${api}/${id}/left` });
    expect(left.statusCode, left.body).toBe(200);
    expect(await statusOf(id)).toBe('left');
    expect(await ctx().permissions.roles(id)).not.toContain('CSO');
  });

  it('still lets HR mark a newcomer without a role left', async () => {
    const made = await hr.request({
      method: 'POST',
      url: api,
      payload: {
        type: 'employee',
        first_name: 'Plain',
        last_name: 'Newcomer',
        email: 'plain.newcomer@atrium.demo',
        personal_email: 'plain@example.org',
        arrival_date: '2026-12-01',
        business_line: 'Data',
        hub: 'Lyon',
        licence: 'E3',
      },
    });
    const left = await hr.request({ method: 'POST', url: `${api}/${made.json().id}/left` });
    expect(left.statusCode, left.body).toBe(200);
  });
});
