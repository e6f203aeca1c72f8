import { MESSAGES, PEOPLE_MESSAGES } from '@atrium/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { notifications } from '../../platform/notifications/notifications.tables.ts';
import { users } from '../../platform/users/users.tables.ts';
import { reports } from '../report/report.tables.ts';
import { savedSearches } from '../research/research.tables.ts';
import { groupMemberships, groups } from '../groups/groups.tables.ts';
import { tableSnapshot } from '../../test/table-snapshot.ts';
import { useTestApp } from '../../test/test-app-setup.ts';
import { MERGED_REFERENCES } from './merge-people.ts';
import { experiences } from './people.tables.ts';

const people = '/api/c13s/v2/cv_library/users';

describe('the profiles managing tool: merge and password reset', () => {
  const ctx = useTestApp();
  type Caller = Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let hr: Caller;
  let colleague: Caller;

  beforeAll(async () => {
    hr = await ctx().signedIn({ roles: ['HR'] });
    colleague = await ctx().signedIn();
  });

  const merge = (caller: Caller, id: string, body: unknown) =>
    caller.request({ method: 'POST', url: `${people}/${id}/merge`, payload: body as object });

  /** The refusal's status and message, and proof that it wrote nothing. */
  const refused = async (caller: Caller, id: string, body: unknown, status: number) => {
    const before = await tableSnapshot(ctx().db);
    const response = await merge(caller, id, body);
    expect(response.statusCode, response.body).toBe(status);
    expect(await tableSnapshot(ctx().db)).toBe(before);
    return response.json().msg as string;
  };

  it('refuses missing rights, itself, an unknown id, a deactivated target and a bad body, changing nothing', async () => {
    const a = await ctx().createPerson();
    const b = await ctx().createPerson();
    const gone = await ctx().createPerson({ status: 'left' });
    expect(await refused(colleague, a.id, { into: b.id }, 403)).toBe(MESSAGES.forbidden);
    expect(await refused(hr, a.id, { into: a.id }, 409)).toBe(PEOPLE_MESSAGES.mergeSelf);
    await refused(hr, a.id, { into: '00000000-0000-4000-8000-000000000000' }, 404);
    await refused(hr, '00000000-0000-4000-8000-000000000000', { into: a.id }, 404);
    expect(await refused(hr, a.id, { into: gone.id }, 409)).toBe(PEOPLE_MESSAGES.mergeIntoDeactivated);
    await refused(hr, a.id, { into: 'not-an-id' }, 400);
    await refused(hr, a.id, {}, 400);
    await refused(hr, a.id, { into: b.id, extra: true }, 400);
  });

  it("refuses the caller's own profile on either side of a merge", async () => {
    const other = await ctx().createPerson();
    expect(await refused(hr, other.id, { into: hr.user.id }, 409)).toBe(PEOPLE_MESSAGES.mergeOwnProfile);
    expect(await refused(hr, hr.user.id, { into: other.id }, 409)).toBe(PEOPLE_MESSAGES.mergeOwnProfile);
  });

  it('refuses merging away the last active administrator, as deactivating does', async () => {
    // This file's first administrator: nobody else holds the role yet.
    const onlyAdmin = await ctx().createPerson({ roles: ['admin'] });
    const other = await ctx().createPerson();
    expect(await refused(hr, onlyAdmin.id, { into: other.id }, 409)).toBe(MESSAGES.lastAdministrator);
  });

  it("needs 'permissions update' to merge a person who holds a role, on either side", async () => {
    const cso = await ctx().createPerson({ roles: ['CSO'] });
    const plain = await ctx().createPerson();
    expect(await refused(hr, cso.id, { into: plain.id }, 403)).toBe(PEOPLE_MESSAGES.mergeHoldsRole);
    expect(await refused(hr, plain.id, { into: cso.id }, 403)).toBe(PEOPLE_MESSAGES.mergeHoldsRole);
    // A newcomer's role grants less than everyone's: HR merges a newcomer's duplicate alone.
    const newcomer = await ctx().createPerson({ roles: ['newcomer'] });
    const newcomerKept = await ctx().createPerson();
    expect((await merge(hr, newcomer.id, { into: newcomerKept.id })).statusCode).toBe(200);
    const admin = await ctx().signedIn({ roles: ['admin'] });
    const response = await merge(admin, cso.id, { into: plain.id });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('leaves what was private to the duplicate with it, and audits what moved', async () => {
    const db = ctx().db;
    const kept = await ctx().createPerson();
    const duplicate = await ctx().createPerson();
    const query = { q: '', criteria: { op: 'and' as const, criteria: [] } };
    const [privateSearch] = await db
      .insert(savedSearches)
      .values({ owner_id: duplicate.id, name: 'Mine', visibility: 'private', query })
      .returning();
    const [sharedSearch] = await db
      .insert(savedSearches)
      .values({ owner_id: duplicate.id, name: 'Shared', visibility: 'link', query })
      .returning();
    const [report] = await db
      .insert(reports)
      .values({
        user_id: duplicate.id,
        page: '/',
        type: 'others',
        description: 'Confidential',
        reply: 'Answered in confidence',
        replied_by: hr.user.id,
        replied_at: new Date(),
      })
      .returning();
    const [notification] = await db
      .insert(notifications)
      .values({ recipient_id: duplicate.id, kind: 'feedback_reply', actor_id: hr.user.id, link: '/reports' })
      .returning();
    await db
      .insert(experiences)
      .values({ user_id: duplicate.id, client: 'Acme', role: 'Lead', start_date: '2020-01-01' });

    const response = await merge(hr, duplicate.id, { into: kept.id });
    expect(response.statusCode, response.body).toBe(200);

    const ownerOf = async (id: string) =>
      (await db.select().from(savedSearches).where(eq(savedSearches.id, id)))[0]!.owner_id;
    expect(await ownerOf(privateSearch!.id)).toBe(duplicate.id);
    expect(await ownerOf(sharedSearch!.id)).toBe(kept.id);
    expect((await db.select().from(reports).where(eq(reports.id, report!.id)))[0]).toMatchObject({
      user_id: duplicate.id,
      reply: 'Answered in confidence',
    });
    const [told] = await db.select().from(notifications).where(eq(notifications.id, notification!.id));
    expect(told!.recipient_id).toBe(duplicate.id);

    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_id, kept.id), eq(auditLog.action, 'merge')));
    expect(entry!.actor).toBe(hr.user.id);
    expect(entry!.changes.merged_from).toEqual({ before: null, after: duplicate.id });
    expect(entry!.changes.moved).toEqual({
      before: null,
      after: { 'research_saved_searches.owner_id': 1, 'experiences.user_id': 1 },
    });
  });

  it('moves groups (the stronger role), experiences and empty fields onto the kept profile, then deactivates the duplicate', async () => {
    const db = ctx().db;
    const kept = await ctx().createPerson({ hub: null, mobile: '+33 1 00 00 00 00' });
    const duplicate = await ctx().createPerson({ hub: 'Paris', mobile: '+33 6 11 11 11 11' });
    const [shared] = await db.insert(groups).values({ name: 'Shared', type: 'guild' }).returning();
    const [own] = await db.insert(groups).values({ name: 'Own', type: 'guild' }).returning();
    await db.insert(groupMemberships).values([
      { group_id: shared!.id, user_id: kept.id, role: 'member', status: 'follower' },
      { group_id: shared!.id, user_id: duplicate.id, role: 'leader' },
      { group_id: own!.id, user_id: duplicate.id, role: 'member' },
    ]);
    await db
      .insert(experiences)
      .values({ user_id: duplicate.id, client: 'Acme', role: 'Lead', start_date: '2020-01-01' });

    const response = await merge(hr, duplicate.id, { into: kept.id });
    expect(response.statusCode, response.body).toBe(200);

    const memberships = await db.select().from(groupMemberships).where(eq(groupMemberships.user_id, kept.id));
    expect(memberships.map((m) => [m.group_id, m.role, m.status]).sort()).toEqual(
      [
        [shared!.id, 'leader', 'active'],
        [own!.id, 'member', 'active'],
      ].sort(),
    );
    expect(await db.select().from(experiences).where(eq(experiences.user_id, kept.id))).toHaveLength(1);
    const [after] = await db.select().from(users).where(eq(users.id, kept.id));
    expect(after).toMatchObject({ hub: 'Paris', mobile: '+33 1 00 00 00 00' });
    const [gone] = await db.select().from(users).where(eq(users.id, duplicate.id));
    expect(gone!.status).toBe('left');
  });

  it('lists deactivated people to profile managers who ask, and active people only to everyone else', async () => {
    const gone = await ctx().createPerson({ status: 'left', last_name: 'Goneaway' });
    const ids = async (caller: Caller, query: string) => {
      const response = await caller.request({ method: 'GET', url: `${people}/search?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as { id: string; status: string }[]).map((person) => person.id);
    };
    expect(await ids(hr, 'q=Goneaway')).toEqual([]);
    expect(await ids(hr, 'q=Goneaway&status=left')).toEqual([gone.id]);
    expect(await ids(colleague, 'q=Goneaway&status=left')).toEqual([]);
    expect((await hr.request({ method: 'GET', url: `${people}/${gone.id}` })).statusCode).toBe(200);
    expect((await colleague.request({ method: 'GET', url: `${people}/${gone.id}` })).statusCode).toBe(404);
  });

  it('lists deactivated people to Management, whose profiles tool shows every profile by status', async () => {
    const gone = await ctx().createPerson({ status: 'left', last_name: 'Departedsoon' });
    const manager = await ctx().signedIn({ roles: ['Management'] });
    const search = (query: string) => manager.request({ method: 'GET', url: `${people}/search?${query}` });
    const found = await search('q=Departedsoon&status=left');
    expect(found.statusCode, found.body).toBe(200);
    expect((found.json().data as { id: string }[]).map((person) => person.id)).toEqual([gone.id]);
    const count = await manager.request({ method: 'GET', url: `${people}/count?q=Departedsoon&status=left` });
    expect(count.statusCode, count.body).toBe(200);
    expect(count.json()).toMatchObject({ count: 1 });
    // Who's who still lists active people only, Management included.
    expect((await search('q=Departedsoon')).json().data).toEqual([]);
  });

  it('handles every foreign key to users', async () => {
    const keys = await queryRows<{ ref: string }>(
      ctx().db,
      sql`select c.conrelid::regclass::text || '.' || a.attname as ref
          from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
          where c.contype = 'f' and c.confrelid = 'users'::regclass order by 1`,
    );
    expect(keys.map((key) => key.ref).sort()).toEqual(Object.keys(MERGED_REFERENCES).sort());
  });

  it('mails a reset link to a colleague, never answering the token', async () => {
    const person = await ctx().createPerson();
    const response = await hr.request({ method: 'POST', url: `${people}/${person.id}/password-reset` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ code: 'people.resetLinkSent', msg: PEOPLE_MESSAGES.resetLinkSent });
    const before = await tableSnapshot(ctx().db);
    const denied = await colleague.request({ method: 'POST', url: `${people}/${person.id}/password-reset` });
    expect(denied.statusCode).toBe(403);
    expect(await tableSnapshot(ctx().db)).toBe(before);
  });
});
