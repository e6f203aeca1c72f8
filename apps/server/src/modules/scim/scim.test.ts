import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../platform/a12n/a12n.tables.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { useTestApp } from '../../test/test-app-setup.ts';
import { users } from '../../platform/users/users.tables.ts';

const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const CORE = 'urn:ietf:params:scim:schemas:core:2.0:User';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('SCIM 2.0 provisioning', () => {
  // The firm's domains, which every address SCIM writes must be of.
  const ctx = useTestApp({
    FIRM_EMAIL_DOMAIN: 'contoso.com',
    OIDC_ALLOWED_DOMAINS: 'contoso.com,okta.example',
  });
  let admin: Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let secret = '';
  let tokenId = '';

  beforeAll(async () => {
    admin = await ctx().signedIn({ roles: ['admin'] });
    const made = await admin.request({
      method: 'POST',
      url: '/api/c13s/v2/admin/api_tokens',
      payload: { kind: 'scim', name: 'Entra ID', scopes: ['scim'], expires_on: inDays(180) },
    });
    ({ secret } = made.json());
    tokenId = made.json().token.id;
  });

  /** A request as the identity provider sends it: its token, SCIM's media type. */
  const scim = (
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    ctx().app.inject({
      method,
      url: `/scim/v2${url}`,
      headers: {
        authorization: `Bearer ${secret}`,
        ...(body !== undefined && { 'content-type': 'application/scim+json' }),
        ...headers,
      },
      ...(body !== undefined && { payload: JSON.stringify(body) }),
    });
  const filter = (expression: string) => `/Users?filter=${encodeURIComponent(expression)}`;
  const sessionOf = async (userId: string) => {
    const cookie = await ctx().sessionCookie(userId);
    return () =>
      ctx().app.inject({ method: 'GET', url: '/api/c13s/v2/cv_library/users/self', headers: { cookie } });
  };

  it('replays the cycle Entra ID runs: look up, create, look up by externalId, update, disable, re-enable, delete', async () => {
    const userName = 'grace.hopper@contoso.com';
    // 1. Is this person there yet?
    const none = await scim('GET', filter(`userName eq "${userName}"`));
    expect(none.statusCode).toBe(200);
    expect(none.headers['content-type']).toMatch(/^application\/scim\+json/);
    expect(none.json()).toMatchObject({ totalResults: 0, Resources: [] });

    // 2. Create, with Entra's empty roles, and one that would be admin if SCIM could grant roles.
    const created = await scim('POST', '/Users', {
      schemas: [CORE, ENTERPRISE],
      externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
      userName,
      active: true,
      emails: [{ primary: true, type: 'work', value: userName }],
      meta: { resourceType: 'User' },
      name: { formatted: 'Grace Hopper', familyName: 'Hopper', givenName: 'Grace' },
      title: 'Rear admiral',
      phoneNumbers: [{ type: 'mobile', value: '+1 555 0100' }],
      roles: [{ value: 'admin', primary: true }],
      [ENTERPRISE]: { department: 'Navy', division: 'Compilers', employeeNumber: '1906' },
    });
    expect(created.statusCode).toBe(201);
    const user = created.json();
    expect(user).toMatchObject({
      id: expect.any(String),
      userName,
      externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
      active: true,
      title: 'Rear admiral',
      name: { givenName: 'Grace', familyName: 'Hopper' },
      [ENTERPRISE]: { department: 'Navy', division: 'Compilers', employeeNumber: '1906' },
    });
    expect(created.headers.location).toMatch(new RegExp(`/scim/v2/Users/${user.id}$`));
    expect(created.headers.etag).toBe(user.meta.version);
    const [row] = await ctx().db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      status: 'active',
      business_unit: 'Navy',
      business_line: 'Compilers',
      mobile: '+1 555 0100',
    });
    expect(await ctx().permissions.roles(user.id)).toEqual(['guest']);
    expect(await ctx().db.select().from(accounts).where(eq(accounts.user_id, user.id))).toEqual([]);

    // 3. Found again by externalId and by work email.
    const byExternal = await scim('GET', filter('externalId eq "0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef"'));
    expect(byExternal.json().Resources.map((found: { id: string }) => found.id)).toEqual([user.id]);
    const byEmail = await scim('GET', filter(`emails[type eq "work"].value eq "${userName}"`));
    expect(byEmail.json().totalResults).toBe(1);

    // 4. Entra's update: one attribute a path, capitalised operation names, the manager as an id.
    const manager = await ctx().createPerson();
    const updated = await scim('PATCH', `/Users/${user.id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'Replace', path: 'emails[type eq "work"].value', value: 'grace@contoso.com' },
        { op: 'Replace', path: 'userName', value: 'grace@contoso.com' },
        { op: 'Replace', path: 'name.familyName', value: 'Murray Hopper' },
        { op: 'Add', path: `${ENTERPRISE}:manager`, value: manager.id },
        { op: 'Replace', path: `${ENTERPRISE}:department`, value: 'Research' },
        { op: 'Add', path: 'addresses[type eq "work"].locality', value: 'Arlington' },
      ],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      userName: 'grace@contoso.com',
      name: { givenName: 'Grace', familyName: 'Murray Hopper' },
      [ENTERPRISE]: { department: 'Research', manager: { value: manager.id } },
    });

    // 5. Disable, as Entra writes it ("False", a string): the account closes, sessions end at once.
    const session = await sessionOf(user.id);
    expect((await session()).statusCode).toBe(200);
    const disabled = await scim('PATCH', `/Users/${user.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().active).toBe(false);
    expect((await session()).statusCode).toBe(401);

    // 6. Re-enable.
    const enabled = await scim('PATCH', `/Users/${user.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'active', value: 'True' }],
    });
    expect(enabled.json().active).toBe(true);
    const [reopened] = await ctx().db.select().from(users).where(eq(users.id, user.id));
    expect(reopened!.status).toBe('active');

    // 7. Delete: deactivated and kept, no longer found.
    const deleted = await scim('DELETE', `/Users/${user.id}`);
    expect(deleted.statusCode).toBe(204);
    const [kept] = await ctx().db.select().from(users).where(eq(users.id, user.id));
    expect(kept).toMatchObject({ status: 'left', first_name: 'Grace' });
    const gone = await scim('GET', `/Users/${user.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ schemas: [ERROR], status: '404' });
    expect((await scim('GET', filter('userName eq "grace@contoso.com"'))).json().totalResults).toBe(0);

    // Every write in the audit log, by the token.
    const entries = await ctx().db.select().from(auditLog).where(eq(auditLog.record_id, user.id));
    expect(entries.map((entry) => entry.action)).toEqual([
      'create',
      'update',
      'deactivate',
      'reactivate',
      'deactivate',
    ]);
    expect(entries.every((entry) => entry.token_id === tokenId && entry.actor === null)).toBe(true);
    const log = await admin.request({
      method: 'GET',
      url: `/api/c13s/v2/admin/audit_log/search?record_id=${user.id}`,
    });
    expect(log.json().data[0]).toMatchObject({ token: 'Entra ID', actor: null });

    // Provisioned again after the delete: the same person comes back, history and all.
    const back = await scim('POST', '/Users', {
      schemas: [CORE],
      userName: 'grace@contoso.com',
      name: { givenName: 'Grace', familyName: 'Hopper' },
      active: true,
    });
    expect(back.statusCode).toBe(201);
    expect(back.json().id).toBe(user.id);
  });

  it('replays the cycle Okta runs: look up, create, read, replace, deactivate and reactivate by path-less replace', async () => {
    const userName = 'ada.lovelace@okta.example';
    const none = await scim('GET', `${filter(`userName eq "${userName}"`)}&startIndex=1&count=100`);
    expect(none.json()).toMatchObject({ totalResults: 0, startIndex: 1, itemsPerPage: 0 });

    const created = await scim('POST', '/Users', {
      schemas: [CORE],
      userName,
      name: { givenName: 'Ada', familyName: 'Lovelace' },
      emails: [{ primary: true, value: userName, type: 'work' }],
      displayName: 'Ada Lovelace',
      locale: 'en-US',
      externalId: '00ujl29u0le5T6Aj10h7',
      groups: [],
      password: '1mz050nq',
      active: true,
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    // The password Okta sends is never kept: Atrium signs people in through the firm's provider.
    expect(await ctx().db.select().from(accounts).where(eq(accounts.user_id, id))).toEqual([]);

    const read = await scim('GET', `/Users/${id}`);
    expect(read.statusCode).toBe(200);
    const etag = read.headers.etag as string;

    const replaced = await scim(
      'PUT',
      `/Users/${id}`,
      {
        ...(read.json() as Record<string, unknown>),
        name: { givenName: 'Augusta Ada', familyName: 'King' },
        title: 'Analyst',
      },
      { 'if-match': etag },
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      name: { givenName: 'Augusta Ada', familyName: 'King' },
      title: 'Analyst',
    });
    // The version read before that write is stale now.
    const stale = await scim('PUT', `/Users/${id}`, read.json(), { 'if-match': etag });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ schemas: [ERROR], status: '412' });

    const session = await sessionOf(id);
    const deactivated = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(deactivated.json().active).toBe(false);
    expect((await session()).statusCode).toBe(401);

    const reactivated = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { active: true, 'name.givenName': 'Ada', title: 'Countess' } }],
    });
    expect(reactivated.json()).toMatchObject({ active: true, name: { givenName: 'Ada' }, title: 'Countess' });
  });

  it('pages with startIndex and count, and finds people HR added', async () => {
    const hrAdded = await ctx().createPerson({ email: 'hr.added@contoso.com' });
    const found = await scim('GET', filter('userName eq "HR.ADDED@contoso.com"'));
    expect(found.json().Resources.map((user: { id: string }) => user.id)).toEqual([hrAdded.id]);
    const all = (await scim('GET', '/Users?count=200')).json();
    const page = (await scim('GET', '/Users?startIndex=2&count=2')).json();
    expect(page).toMatchObject({ totalResults: all.totalResults, startIndex: 2, itemsPerPage: 2 });
    expect(page.Resources.map((user: { id: string }) => user.id)).toEqual(
      all.Resources.slice(1, 3).map((user: { id: string }) => user.id),
    );
    expect((await scim('GET', '/Users?count=0')).json()).toMatchObject({ Resources: [], itemsPerPage: 0 });
  });

  it('answers every refusal in SCIM error schema', async () => {
    const badFilter = await scim('GET', filter('displayName co "Ada"'));
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json()).toMatchObject({ schemas: [ERROR], status: '400', scimType: 'invalidFilter' });

    const noName = await scim('POST', '/Users', { schemas: [CORE], userName: 'nameless@contoso.com' });
    expect(noName.json()).toMatchObject({ status: '400', scimType: 'invalidValue' });

    const colleague = await ctx().createPerson({ email: 'taken@contoso.com' });
    const taken = await scim('POST', '/Users', {
      schemas: [CORE],
      userName: colleague.email,
      name: { givenName: 'Dup', familyName: 'Licate' },
    });
    expect(taken.json()).toMatchObject({ status: '409', scimType: 'uniqueness' });

    const badPath = await scim('PATCH', `/Users/${admin.user.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', path: 'emails[type eq work].value', value: 'x' }],
    });
    expect(badPath.json()).toMatchObject({ status: '400', scimType: 'invalidPath' });

    const badOp = await scim('PATCH', `/Users/${admin.user.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'move' }],
    });
    expect(badOp.json()).toMatchObject({ schemas: [ERROR], status: '400' });

    // The last active administrator stays: no provider locks the firm out.
    const lastAdmin = await scim('PATCH', `/Users/${admin.user.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', path: 'active', value: false }],
    });
    expect(lastAdmin.json()).toMatchObject({ status: '403', scimType: 'mutability' });

    const unknown = await scim('GET', '/Users/not-an-id');
    expect(unknown.json()).toMatchObject({ schemas: [ERROR], status: '404' });
    expect((await scim('GET', '/Groups')).json()).toMatchObject({ schemas: [ERROR], status: '404' });

    const wrong = await ctx().app.inject({
      method: 'GET',
      url: '/scim/v2/Users',
      headers: { authorization: 'Bearer atr_nope' },
    });
    const anonymous = await ctx().app.inject({ method: 'GET', url: '/scim/v2/Users' });
    const session = await admin.request({ method: 'GET', url: '/scim/v2/Users' });
    for (const refused of [wrong, anonymous, session]) {
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ schemas: [ERROR], status: '401', detail: 'Please sign in' });
    }
  });

  it('describes itself: ServiceProviderConfig, ResourceTypes and Schemas', async () => {
    const config = await scim('GET', '/ServiceProviderConfig');
    expect(config.json()).toMatchObject({
      patch: { supported: true },
      filter: { supported: true },
      etag: { supported: true },
    });
    const types = await scim('GET', '/ResourceTypes');
    expect(types.json().Resources.map((type: { id: string }) => type.id)).toEqual(['User']);
    expect((await scim('GET', '/ResourceTypes/User')).statusCode).toBe(200);
    const schemas = await scim('GET', '/Schemas');
    expect(schemas.json().Resources.map((schema: { id: string }) => schema.id)).toEqual([CORE, ENTERPRISE]);
    expect((await scim('GET', `/Schemas/${ENTERPRISE}`)).statusCode).toBe(200);
  });
});
