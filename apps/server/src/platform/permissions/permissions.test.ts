import { MESSAGES } from '@atrium/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app-setup.ts';

const api = '/api/c13s/v2/public/permissions';

describe('permissions', () => {
  const ctx = useTestApp();

  it("answers one's roles and implicit permissions; everyone is a guest", async () => {
    const employee = await ctx().signedIn();
    const hr = await ctx().signedIn({ roles: ['HR'] });
    const mine = (await employee.request({ method: 'GET', url: `${api}/self` })).json();
    expect(mine.roles).toEqual(['guest']);
    expect(mine.implicit_permissions).toContain('users read');
    expect(mine.implicit_permissions).not.toContain('users update');
    const theirs = (await hr.request({ method: 'GET', url: `${api}/self` })).json();
    expect(theirs.roles).toEqual(['guest', 'HR']);
    expect(theirs.implicit_permissions).toEqual(expect.arrayContaining(['users read', 'users update']));
  });

  it('shows the role matrix to holders of permissions read only', async () => {
    const employee = await ctx().signedIn();
    const admin = await ctx().signedIn({ roles: ['admin'] });
    expect((await employee.request({ method: 'GET', url: `${api}/roles` })).statusCode).toBe(403);
    const roles = (await admin.request({ method: 'GET', url: `${api}/roles` })).json();
    expect(roles.map((r: { role: string }) => r.role)).toEqual([
      'guest',
      'Management',
      'HR',
      'CSO',
      'admin',
      'newcomer',
    ]);
    expect(roles.find((r: { role: string }) => r.role === 'admin').permissions).toContain(
      'permissions update',
    );
  });

  it('grants and revokes, taking effect at once', async () => {
    const admin = await ctx().signedIn({ roles: ['admin'] });
    const cso = await ctx().signedIn({ roles: ['CSO'] });
    const grant = await admin.request({
      method: 'POST',
      url: `${api}/grants`,
      payload: { role: 'CSO', permission: 'newcomers read' },
    });
    expect(grant.json()).toEqual({ code: 'permissionsUpdated', msg: 'Permissions updated successfully' });
    expect((await cso.request({ method: 'GET', url: `${api}/self` })).json().implicit_permissions).toContain(
      'newcomers read',
    );
    const revoke = await admin.request({
      method: 'DELETE',
      url: `${api}/grants?role=CSO&permission=newcomers%20read`,
    });
    expect(revoke.statusCode).toBe(200);
    expect(
      (await cso.request({ method: 'GET', url: `${api}/self` })).json().implicit_permissions,
    ).not.toContain('newcomers read');
  });

  it("sets a person's roles, which changes what the server lets them do", async () => {
    const admin = await ctx().signedIn({ roles: ['admin'] });
    const person = await ctx().signedIn();
    expect((await person.request({ method: 'GET', url: `${api}/roles` })).statusCode).toBe(403);
    const set = await admin.request({
      method: 'PUT',
      url: `${api}/users/${person.user.id}/roles`,
      payload: { roles: ['admin'] },
    });
    expect(set.statusCode).toBe(200);
    expect(
      (await admin.request({ method: 'GET', url: `${api}/users/${person.user.id}/roles` })).json(),
    ).toEqual({
      roles: ['guest', 'admin'],
    });
    expect((await person.request({ method: 'GET', url: `${api}/roles` })).statusCode).toBe(200);
  });

  it('refuses changes from anyone without permissions update, and bad input with 4xx', async () => {
    const hr = await ctx().signedIn({ roles: ['HR'] });
    const admin = await ctx().signedIn({ roles: ['admin'] });
    const attempt = await hr.request({
      method: 'PUT',
      url: `${api}/users/${hr.user.id}/roles`,
      payload: { roles: ['admin'] },
    });
    expect(attempt.statusCode).toBe(403);
    expect((await hr.request({ method: 'GET', url: `${api}/self` })).json().roles).toEqual(['guest', 'HR']);
    const badRole = await admin.request({
      method: 'POST',
      url: `${api}/grants`,
      payload: { role: 'king', permission: 'users read' },
    });
    expect(badRole.statusCode).toBe(400);
    const badPermission = await admin.request({
      method: 'POST',
      url: `${api}/grants`,
      payload: { role: 'HR', permission: 'drop table' },
    });
    expect(badPermission.statusCode).toBe(400);
    const malformed = await admin.request({
      method: 'POST',
      url: `${api}/grants`,
      payload: { role: 'HR', permission: 'users;read' },
    });
    expect(malformed.statusCode).toBe(400);
    const unknown = await admin.request({
      method: 'PUT',
      url: `${api}/users/00000000-0000-4000-8000-000000000000/roles`,
      payload: { roles: [] },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the last administrator', () => {
  const ctx = useTestApp();
  const setRoles = (
    actor: { request: (o: InjectOptions) => Promise<LightMyRequestResponse> },
    id: string,
    roles: string[],
  ) => actor.request({ method: 'PUT', url: `${api}/users/${id}/roles`, payload: { roles } });

  it('cannot lose the admin role, whoever asks; another administrator can', async () => {
    const first = await ctx().signedIn({ roles: ['admin'] });
    const refused = await setRoles(first, first.user.id, ['HR']);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'lastAdministrator', msg: MESSAGES.lastAdministrator });
    expect(await ctx().app.permissions.roles(first.user.id)).toContain('admin');

    const second = await ctx().signedIn({ roles: ['admin'] });
    expect((await setRoles(first, first.user.id, ['HR'])).statusCode).toBe(200);
    expect((await setRoles(second, second.user.id, [])).statusCode).toBe(409);
    expect(await ctx().app.permissions.roles(second.user.id)).toContain('admin');
  });
});
