import { MESSAGES, PEOPLE_BULK_MAX, PEOPLE_MESSAGES } from '@atrium/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../platform/a12n/a12n.tables.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { users } from '../../platform/users/users.tables.ts';
import { tableSnapshot } from '../../test/table-snapshot.ts';
import { useTestApp } from '../../test/test-app-setup.ts';
import { createGroup } from '../groups/groups.factory.ts';

const people = '/api/c13s/v2/cv_library/users';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('the managing tools’ bulk actions on people', () => {
  const ctx = useTestApp();
  type Caller = Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let hr: Caller;
  let admin: Caller;
  let colleague: Caller;

  beforeAll(async () => {
    hr = await ctx().signedIn({ roles: ['HR'] });
    admin = await ctx().signedIn({ roles: ['admin'] });
    colleague = await ctx().signedIn();
  });

  const post = (caller: Caller, path: string, body: unknown) =>
    caller.request({ method: 'POST', url: `${people}/${path}`, payload: body as object });

  /** The refusal's status and message, and proof that it wrote nothing (no row, no mail, no audit). */
  const refused = async (caller: Caller, path: string, body: unknown, status: number) => {
    const before = await tableSnapshot(ctx().db);
    const response = await post(caller, path, body);
    expect(response.statusCode, response.body).toBe(status);
    expect(await tableSnapshot(ctx().db)).toBe(before);
    return response.json().msg as string;
  };

  const ids = (count: number) => Array.from({ length: count }, () => crypto.randomUUID());

  describe('POST …/users/bulk-update', () => {
    it('sets the HR fields of several people in one go, each change in their history', async () => {
      const a = await ctx().createPerson({ grade: 'Consultant', hub: 'Paris' });
      const b = await ctx().createPerson({ grade: 'Senior', hub: 'Lyon' });
      const c = await ctx().createPerson({ grade: 'Manager', hub: 'Lyon' });
      const response = await post(hr, 'bulk-update', {
        ids: [a.id, b.id, c.id],
        changes: { grade: 'Manager', hub: 'Lyon', job_profiles: ['Data engineer'] },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ updated: 3 });

      const rows = await ctx()
        .db.select()
        .from(users)
        .where(inArray(users.id, [a.id, b.id, c.id]));
      for (const row of rows) {
        expect(row).toMatchObject({ grade: 'Manager', hub: 'Lyon', job_profiles: ['Data engineer'] });
      }
      const entries = await ctx()
        .db.select()
        .from(auditLog)
        .where(and(eq(auditLog.record_id, a.id), eq(auditLog.action, 'update')));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ actor: hr.user.id, object: 'cv_library/users' });
      expect(entries[0]!.changes).toEqual({
        grade: { before: 'Consultant', after: 'Manager' },
        hub: { before: 'Paris', after: 'Lyon' },
        job_profiles: { before: [], after: ['Data engineer'] },
      });
      // The history shows only what moved for each.
      const [forC] = await ctx().db.select().from(auditLog).where(eq(auditLog.record_id, c.id));
      expect(Object.keys(forC!.changes)).toEqual(['job_profiles']);

      // The person's History (the audit log read by record) lists the grade change.
      const history = await admin.request({
        method: 'GET',
        url: `/api/c13s/v2/admin/audit_log/search?record_id=${b.id}`,
      });
      expect(history.statusCode, history.body).toBe(200);
      expect(history.json().data[0].changes.grade).toEqual({ before: 'Senior', after: 'Manager' });
    });

    it('empties a field set to null', async () => {
      const a = await ctx().createPerson({ position: 'Lead' });
      const response = await post(hr, 'bulk-update', { ids: [a.id], changes: { position: null } });
      expect(response.statusCode, response.body).toBe(200);
      const [row] = await ctx().db.select().from(users).where(eq(users.id, a.id));
      expect(row!.position).toBeNull();
    });

    it('refuses a field the caller may not change, changing no one', async () => {
      const a = await ctx().createPerson({ grade: 'Consultant' });
      // HR without the right to change job profiles (guests hold it too): the grade goes no further.
      await ctx().permissions.revoke('HR', 'tag job_profile');
      await ctx().permissions.revoke('guest', 'tag job_profile');
      try {
        const narrowHr = await ctx().signedIn({ roles: ['HR'] });
        expect(
          await refused(
            narrowHr,
            'bulk-update',
            { ids: [a.id], changes: { grade: 'Manager', job_profiles: ['Architect'] } },
            403,
          ),
        ).toBe(PEOPLE_MESSAGES.bulkFieldForbidden);
      } finally {
        await ctx().permissions.grant('HR', 'tag job_profile');
        await ctx().permissions.grant('guest', 'tag job_profile');
      }
      expect(await refused(colleague, 'bulk-update', { ids: [a.id], changes: { grade: 'X' } }, 403)).toBe(
        MESSAGES.forbidden,
      );
      // Even on one's own record: HR fields are HR's.
      await refused(colleague, 'bulk-update', { ids: [colleague.user.id], changes: { grade: 'X' } }, 403);
    });

    it('refuses an unknown person, bad ids, no change and fields outside the HR ones, changing nothing', async () => {
      const a = await ctx().createPerson();
      expect(await refused(hr, 'bulk-update', { ids: [a.id, UNKNOWN], changes: { grade: 'X' } }, 404)).toBe(
        PEOPLE_MESSAGES.bulkUnknownPerson,
      );
      await refused(hr, 'bulk-update', { ids: [], changes: { grade: 'X' } }, 400);
      await refused(hr, 'bulk-update', { ids: ids(PEOPLE_BULK_MAX + 1), changes: { grade: 'X' } }, 400);
      await refused(hr, 'bulk-update', { ids: [a.id, a.id], changes: { grade: 'X' } }, 400);
      await refused(hr, 'bulk-update', { ids: ['not-an-id'], changes: { grade: 'X' } }, 400);
      await refused(hr, 'bulk-update', { ids: [a.id], changes: {} }, 400);
      await refused(hr, 'bulk-update', { ids: [a.id], changes: { first_name: 'Eve' } }, 400);
      await refused(hr, 'bulk-update', { ids: [a.id], changes: { grade: 'x'.repeat(301) } }, 400);
      await refused(hr, 'bulk-update', { ids: [a.id] }, 400);
    });

    it('takes many people at once, up to 500', async () => {
      const many = await Promise.all(Array.from({ length: 12 }, () => ctx().createPerson()));
      const response = await post(hr, 'bulk-update', {
        ids: many.map((person) => person.id),
        changes: { business_unit: 'Consulting', business_line: 'Data' },
      });
      expect(response.json()).toEqual({ updated: 12 });
      // 500 unknown ids are valid input: refused as unknown, not as too many.
      await refused(hr, 'bulk-update', { ids: ids(PEOPLE_BULK_MAX), changes: { grade: 'X' } }, 404);
    });
  });

  describe('POST …/users/completion-reminder', () => {
    const mailsTo = (email: string) => ctx().db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

    it('mails HR’s choice what their profile misses, in their language, once a day at most', async () => {
      // Their completion profile asks for a mobile number and a LinkedIn profile.
      const profile = await admin.request({
        method: 'POST',
        url: '/api/c13s/v2/admin/completion_profiles',
        payload: {
          name: 'Reminded',
          grade: 'Reminded',
          fields: [
            { field: 'mobile', weight: 1 },
            { field: 'linkedin', weight: 1 },
          ],
          target: 100,
        },
      });
      expect(profile.statusCode, profile.body).toBe(201);
      const grade = 'Reminded';
      const linkedin = 'https://www.linkedin.com/in/someone';
      const en = await ctx().createPerson({ grade });
      const fr = await ctx().createPerson({ grade, language: 'fr', linkedin });
      const complete = await ctx().createPerson({ grade, linkedin, mobile: '+33 6 00 00 00 00' });
      const gone = await ctx().createPerson({ grade, status: 'left' });

      const response = await post(hr, 'completion-reminder', { ids: [en.id, fr.id, complete.id, gone.id] });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ sent: 2, skipped: 2 });

      const [toEn] = await mailsTo(en.email);
      expect(toEn!.subject).toBe('Your Atrium profile is not complete yet');
      expect(toEn!.body).toContain('Your profile is 0% complete.');
      expect(toEn!.body).toContain('mobile number and LinkedIn profile');
      expect(toEn!.body).toContain(`/profile/${en.id}?fix=mobile`);
      const [toFr] = await mailsTo(fr.email);
      expect(toFr!.subject).toBe('Votre profil Atrium n’est pas encore complet');
      expect(toFr!.body).toContain('Votre profil est complet à 50 %.');
      expect(toFr!.html).toContain('numéro de mobile');
      expect(await mailsTo(complete.email)).toEqual([]);
      expect(await mailsTo(gone.email)).toEqual([]);
      const reminded = await ctx()
        .db.select()
        .from(auditLog)
        .where(and(eq(auditLog.record_id, en.id), eq(auditLog.action, 'remind')));
      expect(reminded).toHaveLength(1);
      expect(reminded[0]!.actor).toBe(hr.user.id);

      // Again the same day, by anyone: skipped, nothing sent.
      const again = await post(admin, 'completion-reminder', { ids: [en.id, fr.id] });
      expect(again.json()).toEqual({ sent: 0, skipped: 2 });
      expect(await mailsTo(en.email)).toHaveLength(1);
    });

    it('lets a group leader remind the people of the groups they lead, and no one else', async () => {
      const leader = await ctx().signedIn();
      const member = await ctx().createPerson();
      const follower = await ctx().createPerson();
      const outsider = await ctx().createPerson();
      await createGroup(hr, {
        type: 'chapter',
        leaders: [leader.user.id],
        members: [
          { user_id: member.id, status: 'active' },
          { user_id: follower.id, status: 'follower' },
        ],
      });
      expect(await refused(leader, 'completion-reminder', { ids: [member.id, outsider.id] }, 403)).toBe(
        PEOPLE_MESSAGES.reminderNotLed,
      );
      await refused(leader, 'completion-reminder', { ids: [follower.id] }, 403);
      // An unknown id is one they do not lead either: nothing tells them it exists or not.
      await refused(leader, 'completion-reminder', { ids: [UNKNOWN] }, 403);
      await refused(colleague, 'completion-reminder', { ids: [member.id] }, 403);

      const response = await post(leader, 'completion-reminder', { ids: [member.id] });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ sent: 1, skipped: 0 });
      expect(await mailsTo(member.email)).toHaveLength(1);
    });

    it('refuses bad input and unknown people, sending nothing', async () => {
      const a = await ctx().createPerson();
      expect(await refused(hr, 'completion-reminder', { ids: [a.id, UNKNOWN] }, 404)).toBe(
        PEOPLE_MESSAGES.bulkUnknownPerson,
      );
      await refused(hr, 'completion-reminder', { ids: [] }, 400);
      await refused(hr, 'completion-reminder', { ids: ids(PEOPLE_BULK_MAX + 1) }, 400);
      await refused(hr, 'completion-reminder', { ids: [a.id, a.id] }, 400);
      await refused(hr, 'completion-reminder', { ids: ['nope'] }, 400);
      await refused(hr, 'completion-reminder', { ids: [a.id], extra: 1 }, 400);
      await refused(hr, 'completion-reminder', {}, 400);
      const newcomer = await ctx().signedIn({ roles: ['newcomer'] });
      await refused(newcomer, 'completion-reminder', { ids: [a.id] }, 403);
    });
  });
});
