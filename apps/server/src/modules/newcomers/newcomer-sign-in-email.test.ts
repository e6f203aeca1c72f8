import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResetTokens } from '../../platform/a12n/a12n.tables.ts';
import { hashToken, newOpaqueToken } from '../../platform/a12n/tokens.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { users } from '../../platform/users/users.tables.ts';
import { useTestApp } from '../../test/test-app-setup.ts';

const api = '/api/c13s/v2/cv_library/newcomers';

/** Issue 45 §1: a sign-in email changed in Atrium (HR on a newcomer) has the same effects as by SCIM. */
describe("a newcomer's sign-in email changed in Atrium", () => {
  const ctx = useTestApp();
  type Caller = Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let hr: Caller;
  let admin: Caller;
  let added = 0;

  beforeAll(async () => {
    hr = await ctx().signedIn({ roles: ['HR'] });
    admin = await ctx().signedIn({ roles: ['admin'] });
  });

  /** A newcomer HR added who has arrived, with an open session and a reset link sent. */
  async function arrivedNewcomer() {
    const t = ctx();
    const email = `arrival.${++added}@atrium.demo`;
    const made = await hr.request({
      method: 'POST',
      url: api,
      payload: {
        type: 'employee',
        first_name: 'Ari',
        last_name: `Val ${added}`,
        email,
        personal_email: `ari.${added}@example.org`,
        arrival_date: '2026-12-01',
        business_line: 'Data',
        hub: 'Lyon',
        licence: 'E3',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as string;
    expect((await hr.request({ method: 'POST', url: `${api}/${id}/arrived` })).statusCode).toBe(200);
    await t.db.insert(passwordResetTokens).values({
      user_id: id,
      token_hash: hashToken(newOpaqueToken()),
      expires_at: new Date(Date.now() + 3_600_000),
    });
    const cookie = await t.sessionCookie(id);
    const self = () =>
      t.app.inject({ method: 'GET', url: '/api/c13s/v2/cv_library/users/self', headers: { cookie } });
    expect((await self()).statusCode).toBe(200);
    return { id, email, self };
  }
  const emailOf = async (id: string) =>
    (await ctx().db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;

  it('ends their sessions, voids the reset links already sent and tells the old address', async () => {
    const t = ctx();
    const { id, email, self } = await arrivedNewcomer();
    const changed = await hr.request({
      method: 'PATCH',
      url: `${api}/${id}`,
      payload: { email: 'ari.new@atrium.demo' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await emailOf(id)).toBe('ari.new@atrium.demo');
    expect((await self()).statusCode).toBe(401);
    expect(await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.user_id, id))).toEqual(
      [],
    );
    const [told] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(told?.body).toContain('ari.new@atrium.demo');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_id, id), eq(auditLog.action, 'update')));
    expect(entry?.changes).toMatchObject({ email: { before: email, after: 'ari.new@atrium.demo' } });
  });

  it('changes nothing when the address stays the same (no mail, sessions kept)', async () => {
    const t = ctx();
    const { id, email, self } = await arrivedNewcomer();
    const same = await hr.request({ method: 'PATCH', url: `${api}/${id}`, payload: { email, hub: 'Paris' } });
    expect(same.statusCode, same.body).toBe(200);
    expect((await self()).statusCode).toBe(200);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toEqual([]);
  });

  it("refuses HR a role holder's new address (403), which who may change permissions can give", async () => {
    const t = ctx();
    const { id, email, self } = await arrivedNewcomer();
    await t.permissions.setUserRoles(id, ['CSO']);
    const refused = await hr.request({
      method: 'PATCH',
      url: `${api}/${id}`,
      payload: { email: 'cso@atrium.demo' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('newcomers.holdsRole');
    expect(await emailOf(id)).toBe(email);
    expect((await self()).statusCode).toBe(200);
    const allowed = await admin.request({
      method: 'PATCH',
      url: `${api}/${id}`,
      payload: { email: 'cso@atrium.demo' },
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(await emailOf(id)).toBe('cso@atrium.demo');
    expect((await self()).statusCode).toBe(401);
  });
});
