import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResetTokens } from '../../platform/a12n/a12n.tables.ts';
import { hashToken, newOpaqueToken } from '../../platform/a12n/tokens.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { users } from '../../platform/users/users.tables.ts';
import { useTestApp } from '../../test/test-app-setup.ts';

const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const CORE = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Issue 45 §1: a provisioning token manages the directory, never the people who administer Atrium. */
describe('SCIM cannot take an account over', () => {
  // The web app is served too: what SCIM does not offer must still be SCIM's 404, not the page.
  const webDist = mkdtempSync(path.join(tmpdir(), 'atrium-scim-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Atrium</title>');
  const ctx = useTestApp({ FIRM_EMAIL_DOMAIN: 'firm.example', WEB_DIST: webDist });
  let admin: Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let secret = '';
  let tokenId = '';
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  beforeAll(async () => {
    admin = await ctx().signedIn({ roles: ['admin'], email: 'root@firm.example' });
    const made = await admin.request({
      method: 'POST',
      url: '/api/c13s/v2/admin/api_tokens',
      payload: { kind: 'scim', name: 'Entra ID', scopes: ['scim'], expires_on: inDays(180) },
    });
    ({ secret } = made.json());
    tokenId = made.json().token.id;
  });

  const scim = (method: InjectOptions['method'], url: string, body?: unknown, headers = {}) =>
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
  const patch = (id: string, ...Operations: unknown[]) =>
    scim('PATCH', `/Users/${id}`, { schemas: [PATCH_OP], Operations });
  const emailOf = async (id: string) =>
    (await ctx().db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;
  const refusalsOf = (id: string) =>
    ctx()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.record_id, id), eq(auditLog.action, 'refuse')));

  it("refuses to change an administrator's or any role holder's sign-in email (403 mutability), writes nothing, and audits it", async () => {
    const cso = await ctx().createPerson({ roles: ['CSO'], email: 'cso@firm.example' });
    for (const [person, operations] of [
      [admin.user, [{ op: 'replace', path: 'userName', value: 'attacker@firm.example' }]],
      [admin.user, [{ op: 'replace', value: { userName: 'me@firm.example' } }]],
      [cso, [{ op: 'replace', path: 'userName', value: 'someone.else@firm.example' }]],
    ] as const) {
      const refused = await patch(person.id, ...operations);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ schemas: [ERROR], status: '403', scimType: 'mutability' });
      expect(await emailOf(person.id)).toBe(person.email);
    }
    const put = await scim('PUT', `/Users/${admin.user.id}`, {
      schemas: [CORE],
      userName: 'attacker@firm.example',
      name: { givenName: 'Root', familyName: 'Admin' },
    });
    expect(put.statusCode).toBe(403);
    const entries = await refusalsOf(admin.user.id);
    expect(entries).toHaveLength(3);
    expect(entries[0]).toMatchObject({
      token_id: tokenId,
      changes: { email: { before: 'root@firm.example', after: 'attacker@firm.example' } },
    });
    expect(await refusalsOf(cso.id)).toHaveLength(1);
  });

  it("refuses any address outside the firm's domains (400), in userName or emails, on a create too", async () => {
    const plain = await ctx().createPerson({ email: 'plain@firm.example' });
    for (const operations of [
      [{ op: 'replace', path: 'userName', value: 'plain@evil.example' }],
      [{ op: 'replace', path: 'emails[type eq "work"].value', value: 'plain@evil.example' }],
      [{ op: 'replace', path: 'userName', value: 'plain@firm.example.evil.example' }],
      // An administrator's emails: refused for the domain, whatever the role.
    ]) {
      const refused = await patch(plain.id, ...operations);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ status: '400', scimType: 'invalidValue' });
    }
    const adminEmails = await patch(admin.user.id, {
      op: 'replace',
      path: 'emails[type eq "work"].value',
      value: 'attacker@evil.example',
    });
    expect(adminEmails.statusCode).toBe(400);
    expect(await emailOf(plain.id)).toBe('plain@firm.example');
    expect(await emailOf(admin.user.id)).toBe('root@firm.example');
    const created = await scim('POST', '/Users', {
      schemas: [CORE],
      userName: 'new@evil.example',
      name: { givenName: 'New', familyName: 'Comer' },
    });
    expect(created.statusCode).toBe(400);
    expect((await ctx().db.select().from(users).where(eq(users.email, 'new@evil.example'))).length).toBe(0);
  });

  it("ends the person's sessions, voids their reset links and tells the old address when SCIM changes a sign-in email", async () => {
    const t = ctx();
    const person = await t.signedIn({ email: 'before@firm.example' });
    await t.db.insert(passwordResetTokens).values({
      user_id: person.user.id,
      token_hash: hashToken(newOpaqueToken()),
      expires_at: new Date(Date.now() + 3_600_000),
    });
    const self = () => person.request({ method: 'GET', url: '/api/c13s/v2/cv_library/users/self' });
    expect((await self()).statusCode).toBe(200);

    const changed = await patch(person.user.id, {
      op: 'replace',
      path: 'userName',
      value: 'after@firm.example',
    });
    expect(changed.statusCode).toBe(200);
    expect(await emailOf(person.user.id)).toBe('after@firm.example');
    expect((await self()).statusCode).toBe(401);
    expect(
      await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.user_id, person.user.id)),
    ).toEqual([]);
    const [told] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'before@firm.example'));
    expect(told?.body).toContain('after@firm.example');
  });

  it('keeps the last administrator open against DELETE and active:false (403 mutability), audited', async () => {
    for (const attempt of [
      () => scim('DELETE', `/Users/${admin.user.id}`),
      () => patch(admin.user.id, { op: 'replace', path: 'active', value: 'False' }),
    ]) {
      const refused = await attempt();
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ status: '403', scimType: 'mutability' });
    }
    const [row] = await ctx()
      .db.select({ status: users.status })
      .from(users)
      .where(eq(users.id, admin.user.id));
    expect(row!.status).toBe('active');
    expect((await scim('GET', `/Users/${admin.user.id}`)).statusCode).toBe(200);
    const lastAdmin = (await refusalsOf(admin.user.id)).filter((entry) => 'status' in entry.changes);
    expect(lastAdmin).toHaveLength(2);
  });

  it('leaves an account closed by a PUT without active; an explicit active:true reopens it, and the log says HR had closed it', async () => {
    const t = ctx();
    const hr = await t.signedIn({ roles: ['HR'] });
    const person = await t.createPerson({ email: 'closed@firm.example' });
    const closed = await hr.request({
      method: 'POST',
      url: `/api/c13s/v2/cv_library/users/${person.id}/deactivate`,
    });
    expect(closed.statusCode).toBe(200);
    const user = {
      schemas: [CORE],
      userName: person.email,
      name: { givenName: 'Still', familyName: 'Closed' },
    };

    const put = await scim('PUT', `/Users/${person.id}`, user);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ active: false, name: { givenName: 'Still' } });
    const statusOf = async () =>
      (await t.db.select({ status: users.status }).from(users).where(eq(users.id, person.id)))[0]!.status;
    expect(await statusOf()).toBe('left');

    const reopened = await scim('PUT', `/Users/${person.id}`, { ...user, active: true });
    expect(reopened.json().active).toBe(true);
    expect(await statusOf()).toBe('active');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_id, person.id), eq(auditLog.action, 'reactivate')));
    expect(entry).toMatchObject({
      token_id: tokenId,
      changes: { closed_in_atrium_by: { before: hr.user.id } },
    });
  });

  it('answers 400 invalidPath / invalidFilter for a bad escape or a NUL byte, never 500', async () => {
    const plain = await ctx().createPerson({ email: 'paths@firm.example' });
    for (const bad of [
      'emails[type eq "\\q"].value',
      'emails[type eq "\\u0000"].value',
      'emails[type eq "\\ud800"].value',
    ]) {
      const refused = await patch(plain.id, { op: 'replace', path: bad, value: 'x@firm.example' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ status: '400', scimType: 'invalidPath' });
    }
    const nulPath = await patch(plain.id, { op: 'replace', path: 'name.givenName\u0000', value: 'x' });
    expect(nulPath.json()).toMatchObject({ status: '400', scimType: 'invalidPath' });
    for (const bad of ['userName eq "\\q"', 'userName eq "a\\u0000b"', 'externalId eq "\u0000"']) {
      const refused = await scim('GET', `/Users?filter=${encodeURIComponent(bad)}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ status: '400', scimType: 'invalidFilter' });
    }
  });

  it("answers SCIM's 404 for what it does not offer, even with the web app served", async () => {
    for (const url of ['/Groups', '/Groups/1', '/Me', '/Bulk']) {
      const response = await scim(url === '/Bulk' ? 'POST' : 'GET', url, url === '/Bulk' ? {} : undefined);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/scim\+json/);
      expect(response.json()).toMatchObject({ schemas: [ERROR], status: '404' });
    }
    // Without a token, SCIM's 401 rather than the page.
    expect((await ctx().app.inject({ method: 'GET', url: '/scim/v2/Groups' })).statusCode).toBe(401);
  });

  it("never builds meta.location from the request's Host", async () => {
    const read = await scim('GET', `/Users/${admin.user.id}`, undefined, { host: 'evil.example' });
    expect(read.json().meta.location).toBe(`/scim/v2/Users/${admin.user.id}`);
    const listed = await scim('GET', '/Users', undefined, { host: 'evil.example' });
    expect(JSON.stringify(listed.json())).not.toContain('evil.example');
    const config = await scim('GET', '/ServiceProviderConfig', undefined, { host: 'evil.example' });
    expect(JSON.stringify(config.json())).not.toContain('evil.example');
  });
});
