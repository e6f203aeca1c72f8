import { MESSAGES, PEOPLE_MESSAGES } from '@atrium/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/factories.ts';
import { tableSnapshot } from '../../test/table-snapshot.ts';
import { useTestApp } from '../../test/test-app-setup.ts';

const people = '/api/c13s/v2/cv_library/users';

describe('deactivating and reactivating a person', () => {
  const ctx = useTestApp();
  type Caller = Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let hr: Caller;
  let admin: Caller;
  let colleague: Caller;
  let leaver: Caller;

  beforeAll(async () => {
    const t = ctx();
    hr = await t.signedIn({ roles: ['HR'] });
    admin = await t.signedIn({ roles: ['admin'] });
    colleague = await t.signedIn();
    leaver = await t.signedIn({ last_name: 'Leaverton' });
  });

  const move = (caller: Caller, id: string, suffix: 'deactivate' | 'reactivate') =>
    caller.request({ method: 'POST', url: `${people}/${id}/${suffix}` });
  const signIn = (email: string) =>
    ctx().app.inject({ method: 'POST', url: '/api/a12n/login', payload: { email, password: TEST_PASSWORD } });
  const search = async (caller: Caller, q: string) => {
    const response = await caller.request({ method: 'GET', url: `${people}/search?q=${q}` });
    return (response.json().data as { id: string }[]).map((person) => person.id);
  };

  /** The refusal's status and message, and proof that it wrote nothing. */
  const refused = async (caller: Caller, id: string, suffix: 'deactivate' | 'reactivate', status: number) => {
    const before = await tableSnapshot(ctx().db);
    const response = await move(caller, id, suffix);
    expect(response.statusCode, response.body).toBe(status);
    expect(await tableSnapshot(ctx().db)).toBe(before);
    return response.json().msg as string;
  };

  it('is for holders of users update: a person may edit their own record but not close it', async () => {
    expect(await refused(colleague, leaver.user.id, 'deactivate', 403)).toBe(MESSAGES.forbidden);
    expect(await refused(leaver, leaver.user.id, 'deactivate', 403)).toBe(MESSAGES.forbidden);
    expect(await refused(colleague, leaver.user.id, 'reactivate', 403)).toBe(MESSAGES.forbidden);
  });

  it('refuses oneself, the last administrator, a newcomer, a stranger and a bad id', async () => {
    expect(await refused(hr, hr.user.id, 'deactivate', 409)).toBe(PEOPLE_MESSAGES.deactivateSelf);
    expect(await refused(admin, admin.user.id, 'deactivate', 409)).toBe(PEOPLE_MESSAGES.deactivateSelf);
    expect(await refused(hr, admin.user.id, 'deactivate', 409)).toBe(MESSAGES.lastAdministrator);
    const newcomer = await ctx().createPerson({ status: 'newcomer', roles: ['newcomer'] });
    expect(await refused(hr, newcomer.id, 'deactivate', 409)).toBe(PEOPLE_MESSAGES.newcomerNotArrived);
    expect(await refused(hr, '00000000-0000-4000-8000-000000000000', 'deactivate', 404)).toBeDefined();
    expect(await refused(hr, 'not-an-id', 'deactivate', 400)).toBeDefined();
    expect(await refused(hr, leaver.user.id, 'reactivate', 409)).toBe(PEOPLE_MESSAGES.notDeactivated);
  });

  it('ends every session at once, refuses sign-in, hides them, and keeps their name on records', async () => {
    expect((await leaver.request({ method: 'GET', url: `${people}/self` })).statusCode).toBe(200);
    const response = await move(hr, leaver.user.id, 'deactivate');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ code: 'people.deactivated', msg: PEOPLE_MESSAGES.deactivated });

    expect((await leaver.request({ method: 'GET', url: `${people}/self` })).statusCode).toBe(401);
    expect((await signIn(leaver.user.email)).statusCode).toBe(401);
    expect(await search(colleague, 'Leaverton')).toEqual([]);
    expect(await search(hr, 'Leaverton')).toEqual([]);
    expect((await colleague.request({ method: 'GET', url: `${people}/${leaver.user.id}` })).statusCode).toBe(
      404,
    );
    expect(await refused(hr, leaver.user.id, 'deactivate', 409)).toBe(PEOPLE_MESSAGES.alreadyDeactivated);
  });

  it('reactivates: they sign in again with their password and are colleagues again', async () => {
    const response = await move(admin, leaver.user.id, 'reactivate');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ code: 'people.reactivated', msg: PEOPLE_MESSAGES.reactivated });
    expect((await signIn(leaver.user.email)).statusCode).toBe(200);
    expect(await search(colleague, 'Leaverton')).toEqual([leaver.user.id]);
  });

  it('deactivates an administrator while another one can still sign in', async () => {
    const second = await ctx().createPerson({ roles: ['admin'] });
    expect((await move(hr, admin.user.id, 'deactivate')).statusCode).toBe(200);
    // The one left now is the last active one, though the deactivated one keeps the role.
    expect(await refused(hr, second.id, 'deactivate', 409)).toBe(MESSAGES.lastAdministrator);
    expect((await move(hr, admin.user.id, 'reactivate')).statusCode).toBe(200);
  });
});
