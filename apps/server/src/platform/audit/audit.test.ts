import { AUDITED_OBJECTS, type AuditEntry } from '@atrium/contract';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessModules } from '../../modules/business-modules.ts';
import { multipartFile } from '../../modules/people/testing/multipart.ts';
import { useTestApp } from '../../test/test-app-setup.ts';
import { auditLog } from './audit.tables.ts';

const api = '/api/c13s/v2';
const log = `${api}/admin/audit_log`;

describe('the audit log', () => {
  const ctx = useTestApp();
  type Caller = Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let admin: Caller;
  let hr: Caller;
  let colleague: Caller;

  beforeAll(async () => {
    const t = ctx();
    admin = await t.signedIn({ roles: ['admin'], first_name: 'Ada', last_name: 'Admin' });
    hr = await t.signedIn({ roles: ['HR'] });
    colleague = await t.signedIn({
      first_name: 'Colin',
      last_name: 'Colleague',
      job_title: 'Analyst',
      mobile: null,
    });
  });

  /** A record's history, newest first, as an administrator reads it. */
  const historyOf = async (recordId: string): Promise<AuditEntry[]> => {
    const response = await admin.request({
      method: 'GET',
      url: `${log}/search?record_id=${recordId}&size=50`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const entries = async () => (await ctx().db.select({ n: count() }).from(auditLog))[0]!.n;

  it('is declared by every generic object of the audited list: none is left out by omission', () => {
    const generic = businessModules.objects.filter((def) =>
      (AUDITED_OBJECTS as readonly string[]).includes(`${def.module}/${def.object}`),
    );
    expect(generic.filter((def) => !def.audit).map((def) => def.object)).toEqual([]);
    // Roles and grants have no generic object, and API tokens no generic write (a platform object,
    // made and revoked by routes of their own), nor CV templates (uploads): their routes record themselves.
    const recordedByTheirRoutes = ['public/permissions', 'admin/api_tokens', 'admin/cv_templates'];
    expect(generic.map((def) => `${def.module}/${def.object}`).sort()).toEqual(
      AUDITED_OBJECTS.filter((object) => !recordedByTheirRoutes.includes(object)).sort(),
    );
  });

  it('records a profile edit: the changed fields only, before and after, and who', async () => {
    const response = await colleague.request({
      method: 'PATCH',
      url: `${api}/cv_library/users/${colleague.user.id}`,
      payload: { job_title: 'Data engineer', mobile: '+33 6 12 34 56 78' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [entry] = await historyOf(colleague.user.id);
    expect(entry).toMatchObject({
      object: 'cv_library/users',
      action: 'update',
      record_id: colleague.user.id,
      actor: { id: colleague.user.id, first_name: 'Colin', last_name: 'Colleague' },
      changes: {
        job_title: { before: 'Analyst', after: 'Data engineer' },
        mobile: { before: null, after: '+33 6 12 34 56 78' },
      },
    });
    // Bookkeeping (updated_at) and derived (completion) fields are not told.
    expect(Object.keys(entry!.changes).sort()).toEqual(['job_title', 'mobile']);
  });

  it('records nothing for an edit that changes nothing', async () => {
    const before = await entries();
    const response = await colleague.request({
      method: 'PATCH',
      url: `${api}/cv_library/users/${colleague.user.id}`,
      payload: { job_title: 'Data engineer' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await entries()).toBe(before);
  });

  it('records a credential created, changed and deleted', async () => {
    const created = await admin.request({
      method: 'POST',
      url: `${api}/cv_library/projects`,
      payload: { name: 'Audit credential', client: 'Audit client' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const patched = await admin.request({
      method: 'PATCH',
      url: `${api}/cv_library/projects/${id}`,
      payload: { name: 'Audited credential' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const removed = await admin.request({ method: 'DELETE', url: `${api}/cv_library/projects/${id}` });
    expect(removed.statusCode, removed.body).toBe(200);

    const [deletion, update, creation] = await historyOf(id);
    expect(creation).toMatchObject({
      action: 'create',
      object: 'cv_library/projects',
      actor: { id: admin.user.id },
    });
    expect(creation!.changes).toMatchObject({
      name: { before: null, after: 'Audit credential' },
      client: { before: null, after: 'Audit client' },
      sales_owner_id: { before: null, after: admin.user.id },
    });
    expect(update!.changes).toEqual({ name: { before: 'Audit credential', after: 'Audited credential' } });
    expect(deletion).toMatchObject({
      action: 'delete',
      changes: { name: { before: 'Audited credential', after: null } },
    });
  });

  it("records a change of a group's people, which live in a table of their own", async () => {
    const created = await hr.request({
      method: 'POST',
      url: `${api}/cv_library/teams`,
      payload: { type: 'team', name: 'Audit team', leaders: [hr.user.id] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const patched = await hr.request({
      method: 'PATCH',
      url: `${api}/cv_library/teams/${id}`,
      payload: { leaders: [colleague.user.id] },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const [update] = await historyOf(id);
    expect(update!.changes).toEqual({ leaders: { before: [hr.user.id], after: [colleague.user.id] } });
    // The reader reads names, not ids: each person the change mentions, by id.
    expect(update!.names).toEqual({
      [hr.user.id]: `${hr.user.first_name} ${hr.user.last_name}`,
      [colleague.user.id]: 'Colin Colleague',
    });
  });

  it("names the records a change lists by id: a credential's solutions and its people", async () => {
    const solution = await admin.request({
      method: 'POST',
      url: `${api}/cv_library/solutions`,
      payload: { name: 'Audit solution', summary: 'What it does' },
    });
    expect(solution.statusCode, solution.body).toBe(201);
    const solutionId = solution.json().id as string;
    const created = await admin.request({
      method: 'POST',
      url: `${api}/cv_library/projects`,
      payload: { name: 'Named credential', client: 'Named client', solutions: [solutionId] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [creation] = await historyOf(created.json().id as string);
    expect(creation!.names).toMatchObject({ [solutionId]: 'Audit solution', [admin.user.id]: 'Ada Admin' });
  });

  it("records a change of a person's roles and of a role's grants", async () => {
    const roles = await admin.request({
      method: 'PUT',
      url: `${api}/public/permissions/users/${colleague.user.id}/roles`,
      payload: { roles: ['CSO'] },
    });
    expect(roles.statusCode, roles.body).toBe(200);
    const [entry] = await historyOf(colleague.user.id);
    expect(entry).toMatchObject({
      object: 'public/permissions',
      action: 'roles',
      actor: { id: admin.user.id },
      changes: { roles: { before: [], after: ['CSO'] } },
    });

    const grant = await admin.request({
      method: 'POST',
      url: `${api}/public/permissions/grants`,
      payload: { role: 'CSO', permission: 'audit read' },
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const grants = await admin.request({
      method: 'GET',
      url: `${log}/search?object=public/permissions&action=grant`,
    });
    expect(grants.json().data[0]).toMatchObject({
      record_id: null,
      changes: { CSO: { before: null, after: 'audit read' } },
    });
  });

  it('records an account closed and opened again', async () => {
    const leaver = await ctx().createPerson();
    for (const move of ['deactivate', 'reactivate'] as const) {
      const response = await hr.request({
        method: 'POST',
        url: `${api}/cv_library/users/${leaver.id}/${move}`,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const [reactivated, deactivated] = await historyOf(leaver.id);
    expect(deactivated).toMatchObject({
      action: 'deactivate',
      changes: { status: { before: 'active', after: 'left' } },
    });
    expect(reactivated).toMatchObject({
      action: 'reactivate',
      changes: { status: { before: 'left', after: 'active' } },
    });
  });

  it('records the people an import creates and the fields it changes', async () => {
    const known = await ctx().createPerson({ email: 'known.person@firm.test', job_title: 'Analyst' });
    const csv =
      'email,first_name,last_name,job_title\nknown.person@firm.test,Known,Person,Manager\nnew.person@firm.test,New,Person,Consultant\n';
    const response = await hr.request({
      method: 'POST',
      url: `${api}/cv_library/users/import?apply=true`,
      ...multipartFile({ bytes: Buffer.from(csv), filename: 'people.csv', contentType: 'text/csv' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [update] = await historyOf(known.id);
    expect(update).toMatchObject({ action: 'update', actor: { id: hr.user.id } });
    expect(update!.changes).toMatchObject({ job_title: { before: 'Analyst', after: 'Manager' } });
    const created = await admin.request({
      method: 'GET',
      url: `${log}/search?q=new.person@firm.test&action=create`,
    });
    expect(created.json().data[0]).toMatchObject({
      object: 'cv_library/users',
      changes: {
        email: { before: null, after: 'new.person@firm.test' },
        job_title: { before: null, after: 'Consultant' },
      },
    });
  });

  it("records a newcomer's name with their record, though it lives on the person, and their arrival", async () => {
    const created = await hr.request({
      method: 'POST',
      url: `${api}/cv_library/newcomers`,
      payload: {
        type: 'employee',
        first_name: 'Nina',
        last_name: 'Newcomer',
        email: 'nina.newcomer@firm.test',
        personal_email: 'nina@example.org',
        arrival_date: '2026-12-01',
        business_line: 'Data',
        hub: 'Lyon',
        licence: 'E3',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const renamed = await hr.request({
      method: 'PATCH',
      url: `${api}/cv_library/newcomers/${id}`,
      payload: { last_name: 'Nouvelle' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const arrived = await hr.request({ method: 'POST', url: `${api}/cv_library/newcomers/${id}/arrived` });
    expect(arrived.statusCode, arrived.body).toBe(200);

    const history = await historyOf(id);
    expect(history.map((entry) => `${entry.object} ${entry.action}`)).toEqual([
      'public/permissions roles',
      'cv_library/newcomers arrived',
      'cv_library/newcomers update',
      'cv_library/newcomers create',
      'public/permissions roles',
    ]);
    expect(history[1]!.changes).toEqual({ status: { before: 'to_prepare', after: 'arrived' } });
    expect(history[2]!.changes).toEqual({ last_name: { before: 'Newcomer', after: 'Nouvelle' } });
    expect(history[3]!.changes).toMatchObject({ first_name: { before: null, after: 'Nina' } });
    expect(history[4]!.changes).toEqual({ roles: { before: [], after: ['newcomer'] } });
  });

  it("shows an entry's values only to readers of its record: Management sees who changed a newcomer, never their personal email", async () => {
    const management = await ctx().signedIn({ roles: ['Management'] });
    const created = await hr.request({
      method: 'POST',
      url: `${api}/cv_library/newcomers`,
      payload: {
        type: 'employee',
        first_name: 'Paula',
        last_name: 'Private',
        email: 'paula.private@firm.test',
        personal_email: 'paula.secret@example.org',
        arrival_date: '2026-12-01',
        business_line: 'Data',
        hub: 'Lyon',
        licence: 'E3',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    // The object itself refuses Management.
    expect(
      (await management.request({ method: 'GET', url: `${api}/cv_library/newcomers/${id}` })).statusCode,
    ).toBe(403);

    const read = async (caller: Caller, query: string) => {
      const response = await caller.request({ method: 'GET', url: `${log}/search?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as AuditEntry[];
    };
    const seenByManagement = await read(management, `record_id=${id}`);
    const creation = seenByManagement.find(
      (entry) => entry.object === 'cv_library/newcomers' && entry.action === 'create',
    );
    // Who did what and when stays; the values go.
    expect(creation).toMatchObject({ actor: { id: hr.user.id }, withheld: true, changes: {}, names: {} });
    expect(JSON.stringify(seenByManagement)).not.toContain('paula.secret@example.org');
    const byId = await management.request({ method: 'GET', url: `${log}/${creation!.id}` });
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json()).toMatchObject({ withheld: true, changes: {} });
    // Nor does a search by the value tell that an entry holds it.
    expect(await read(management, 'q=paula.secret@example.org')).toEqual([]);

    const seenByHr = await read(hr, `record_id=${id}`);
    expect(seenByHr.find((entry) => entry.id === creation!.id)).toMatchObject({
      withheld: false,
      changes: { personal_email: { before: null, after: 'paula.secret@example.org' } },
    });
    expect((await read(hr, 'q=paula.secret@example.org')).map((entry) => entry.id)).toContain(creation!.id);

    // A record Management may read keeps its values: a colleague's profile edit.
    const edits = await read(management, `record_id=${colleague.user.id}&object=cv_library/users`);
    expect(edits.find((entry) => entry.action === 'update')).toMatchObject({
      withheld: false,
      changes: { job_title: { before: 'Analyst', after: 'Data engineer' } },
    });
  });

  it('records nothing for a refused write (400, 403, 409): the transaction rolls back', async () => {
    const before = await entries();
    const created = await admin.request({
      method: 'POST',
      url: `${api}/cv_library/projects`,
      payload: { name: 'Refusals', client: 'Audit client' },
    });
    const id = created.json().id as string;
    const afterCreate = await entries();
    expect(afterCreate).toBe(before + 1);
    const refusals = [
      // 400: the end before the start, refused by the update hook inside the transaction.
      admin.request({
        method: 'PATCH',
        url: `${api}/cv_library/projects/${id}`,
        payload: { start_date: '2026-05-01', end_date: '2026-01-01' },
      }),
      // 403: not an editor of this credential.
      hr.request({ method: 'PATCH', url: `${api}/cv_library/projects/${id}`, payload: { name: 'Nope' } }),
      // 409: one may not close one's own account.
      hr.request({ method: 'POST', url: `${api}/cv_library/users/${hr.user.id}/deactivate` }),
      // 409: the last administrator keeps the role.
      admin.request({
        method: 'PUT',
        url: `${api}/public/permissions/users/${admin.user.id}/roles`,
        payload: { roles: [] },
      }),
    ];
    const statuses = [];
    for (const refusal of refusals) statuses.push((await refusal).statusCode);
    expect(statuses).toEqual([400, 403, 409, 409]);
    expect(await entries()).toBe(afterCreate);
  });

  it('refuses to change or delete an audit row, even in SQL', async () => {
    const { db } = ctx();
    const before = await entries();
    await expect(db.execute(sql`update audit_log set action = 'update'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    await expect(db.delete(auditLog).where(eq(auditLog.actor, admin.user.id))).rejects.toThrow();
    expect(await entries()).toBe(before);
  });

  it('offers no route that changes or deletes an audit row', async () => {
    const [entry] = await ctx().db.select({ id: auditLog.id }).from(auditLog).limit(1);
    const url = `${log}/${entry!.id}`;
    for (const method of ['PATCH', 'PUT', 'DELETE', 'POST'] as const) {
      const response = await admin.request({ method, url, payload: { action: 'create' } });
      expect([404, 405], `${method} ${response.statusCode}`).toContain(response.statusCode);
    }
    const create = await admin.request({ method: 'POST', url: log, payload: { action: 'create' } });
    expect([404, 405]).toContain(create.statusCode);
    expect((await admin.request({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('is read with audit read (HR, Management, admin), not by everyone', async () => {
    const guest = await ctx().signedIn();
    expect((await guest.request({ method: 'GET', url: `${log}/search` })).statusCode).toBe(403);
    const response = await hr.request({
      method: 'GET',
      url: `${log}/search?actor=${admin.user.id}&sort=-at`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as AuditEntry[];
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((entry) => entry.actor?.id === admin.user.id)).toBe(true);
  });

  it('finds entries by a value they changed', async () => {
    const response = await admin.request({ method: 'GET', url: `${log}/search?q=audited%20CREDENTIAL` });
    const found = response.json().data as AuditEntry[];
    expect(found.map((entry) => entry.action).sort()).toEqual(['delete', 'update']);
  });

  it('searches by day and refuses bad filters with 400, naming them', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const within = await admin.request({ method: 'GET', url: `${log}/count?since=${today}&until=${today}` });
    expect(within.json().count).toBe(await entries());
    const before = await admin.request({ method: 'GET', url: `${log}/count?until=2000-01-01` });
    expect(before.json()).toEqual({ count: 0 });
    const bad = {
      record_id: 'not-an-id',
      actor: "1' or '1'='1",
      object: 'cv_library/resume',
      action: 'rewrite',
      since: '2026-13-01',
      until: 'yesterday',
    };
    for (const [filter, value] of Object.entries(bad)) {
      const response = await admin.request({
        method: 'GET',
        url: `${log}/search?${filter}=${encodeURIComponent(value)}`,
      });
      expect(response.statusCode, `${filter}: ${response.body}`).toBe(400);
      expect(response.json().errors).toHaveProperty(filter);
    }
  });

  // Last: the entries it writes in SQL stay hidden from the log, which the counts above compare.
  it('records no theme, language or staffing digest toggle, and hides those recorded before', async () => {
    const toggler = await ctx().signedIn({ first_name: 'Tess', last_name: 'Toggler' });
    const before = await entries();
    for (const payload of [{ theme: 'dark' }, { language: 'fr' }, { staffing_digest: false }]) {
      const response = await toggler.request({
        method: 'PATCH',
        url: `${api}/cv_library/users/${toggler.user.id}`,
        payload,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await entries()).toBe(before);

    // Entries of an earlier version: a toggle alone, and a toggle beside a real change.
    const [toggle, digest, mixed] = await ctx()
      .db.insert(auditLog)
      .values([
        {
          actor: toggler.user.id,
          object: 'cv_library/users',
          record_id: toggler.user.id,
          action: 'update',
          changes: { theme: { before: 'light', after: 'dark' } },
        },
        {
          actor: toggler.user.id,
          object: 'cv_library/users',
          record_id: toggler.user.id,
          action: 'update',
          changes: { staffing_digest: { before: true, after: false } },
        },
        {
          actor: toggler.user.id,
          object: 'cv_library/users',
          record_id: toggler.user.id,
          action: 'update',
          changes: {
            language: { before: 'en', after: 'fr' },
            pronouns: { before: null, after: 'he/him' },
          },
        },
      ])
      .returning({ id: auditLog.id });
    const history = await historyOf(toggler.user.id);
    expect(history.map((entry) => entry.id)).not.toContain(toggle!.id);
    expect(history.map((entry) => entry.id)).not.toContain(digest!.id);
    expect(history.find((entry) => entry.id === mixed!.id)!.changes).toEqual({
      pronouns: { before: null, after: 'he/him' },
    });
    const counted = await admin.request({
      method: 'GET',
      url: `${log}/count?record_id=${toggler.user.id}`,
    });
    expect(counted.json().count).toBe(history.length);
  });
});
