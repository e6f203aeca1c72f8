import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { groupMemberships, groups } from '../groups/groups.tables.ts';
import { useTestApp } from '../../test/test-app-setup.ts';
import { takeCompletionSnapshot } from './completion-snapshot.ts';
import { completionSnapshots } from './completion.tables.ts';

const api = '/api/c13s/v2/admin/completion_profiles';

describe('the completion dashboard', () => {
  const ctx = useTestApp();
  type Caller = Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let management: Caller;
  let hr: Caller;
  let colleague: Caller;
  /** Each active person's rate, as the database measured it. */
  const rates = new Map<string, number>();
  let guildId: string;
  let lowId: string;

  beforeAll(async () => {
    const t = ctx();
    management = await t.signedIn({ roles: ['Management'], business_unit: 'Advisory', grade: 'Partner' });
    hr = await t.signedIn({ roles: ['HR'], business_unit: 'Advisory', mobile: '+33 6 00 00 00 00' });
    colleague = await t.signedIn({ business_unit: 'Tech', job_title: '=HYPERLINK("x")', linkedin: 'x' });
    const low = await t.createPerson({ business_unit: null, job_title: null });
    lowId = low.id;
    // Neither a newcomer nor someone who left counts.
    await t.createPerson({ business_unit: 'Tech', status: 'left' });
    await t.createPerson({ business_unit: 'Tech', status: 'newcomer' });
    const [guild] = await t.db.insert(groups).values({ type: 'guild', name: 'Data guild' }).returning();
    guildId = guild!.id;
    await t.db.insert(groupMemberships).values([
      { group_id: guildId, user_id: colleague.user.id, role: 'leader' },
      { group_id: guildId, user_id: hr.user.id, role: 'member' },
    ]);
    for (const caller of [management, hr, colleague]) {
      const self = await caller.request({ method: 'GET', url: '/api/c13s/v2/cv_library/users/self' });
      rates.set(caller.user.id, self.json().completion_rate);
    }
    const lowRead = await management.request({
      method: 'GET',
      url: `/api/c13s/v2/cv_library/users/${lowId}`,
    });
    rates.set(lowId, lowRead.json().completion_rate);
  });

  const average = (...ids: string[]) =>
    Math.round((ids.reduce((sum, id) => sum + rates.get(id)!, 0) / ids.length) * 10) / 10;

  it('gives rates by business unit, lowest average first, the people with none in a row of their own', async () => {
    const response = await hr.request({ method: 'GET', url: `${api}/rates?by=business_unit` });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().data as { key: string | null; average_rate: number }[];
    expect(rows).toHaveLength(3);
    expect(rows).toContainEqual({
      key: 'Advisory',
      label: 'Advisory',
      people: 2,
      average_rate: average(management.user.id, hr.user.id),
      complete: 0,
    });
    expect(rows).toContainEqual({
      key: null,
      label: null,
      people: 1,
      average_rate: average(lowId),
      complete: 0,
    });
    const averages = rows.map((row) => row.average_rate);
    expect(averages).toEqual([...averages].sort((a, b) => a - b));
  });

  it('counts each person in every group they belong to, and those in none in one row', async () => {
    const response = await management.request({ method: 'GET', url: `${api}/rates?by=group` });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().data;
    expect(rows).toContainEqual({
      key: guildId,
      label: 'Data guild',
      people: 2,
      average_rate: average(colleague.user.id, hr.user.id),
      complete: 0,
    });
    expect(rows).toContainEqual(expect.objectContaining({ key: null, people: 2 }));
  });

  it("drills down to a row's people with their missing fields, by rate, paged", async () => {
    const response = await management.request({
      method: 'GET',
      url: `${api}/rates/people?by=business_unit&key=Advisory&sort=-rate&size=1`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.total).toBe(2);
    expect(body.data).toHaveLength(1);
    const top = Math.max(rates.get(management.user.id)!, rates.get(hr.user.id)!);
    expect(body.data[0]).toMatchObject({ completion_rate: top, completion_state: 'incomplete' });
    expect(body.data[0].completion_missing).toContain('pronouns');

    const unset = await management.request({ method: 'GET', url: `${api}/rates/people?by=business_unit` });
    expect(unset.json().data.map((person: { id: string }) => person.id)).toEqual([lowId]);
    const grouped = await management.request({
      method: 'GET',
      url: `${api}/rates/people?by=group&key=${guildId}&incomplete=true`,
    });
    expect(grouped.json().total).toBe(2);
  });

  it('gives the distribution in eleven buckets, with the totals', async () => {
    const response = await management.request({ method: 'GET', url: `${api}/distribution` });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.buckets).toHaveLength(11);
    expect(body.buckets[10]).toEqual({ from: 100, to: 100, people: 0 });
    expect(body.buckets.reduce((sum: number, bucket: { people: number }) => sum + bucket.people, 0)).toBe(4);
    expect(body).toMatchObject({ people: 4, complete: 0, incomplete: 4 });
    expect(body.average_rate).toBe(average(...rates.keys()));
  });

  it("gives the last year's daily snapshots, oldest first", async () => {
    const t = ctx();
    await t.db.insert(completionSnapshots).values([
      { day: '2000-01-01', people: 1, average_rate: 10, complete: 0 },
      {
        day: new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10),
        people: 3,
        average_rate: 20,
        complete: 1,
      },
    ]);
    await takeCompletionSnapshot(t.db);
    const response = await management.request({ method: 'GET', url: `${api}/history` });
    expect(response.statusCode, response.body).toBe(200);
    const days = response.json().data;
    expect(days).toHaveLength(2);
    expect(days[0]).toMatchObject({ people: 3, average_rate: 20, complete: 1 });
    expect(days[1]).toMatchObject({ people: 4, complete: 0 });
  });

  it('exports the rates as CSV with a BOM, formula-safe, and named for what they are', async () => {
    const response = await management.request({
      method: 'GET',
      url: `${api}/rates/people/export?by=business_unit&key=Tech&format=csv`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="completion-business-unit-tech-\d{4}-\d\d-\d\d\.csv"/,
    );
    const text = response.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFLast name,First name,Job title,Rate (%),Complete,Missing fields\r\n')).toBe(
      true,
    );
    expect(text).toContain(`,"'=HYPERLINK(""x"")",${rates.get(colleague.user.id)},no,"pronouns,`);

    const rows = await management.request({ method: 'GET', url: `${api}/rates/export?by=grade&format=csv` });
    expect(rows.statusCode).toBe(200);
    expect(rows.rawPayload.toString('utf8')).toContain(
      'Grade,People,Average rate (%),Complete,Complete (%)\r\nPartner,1,',
    );
  });

  it('exports as an Excel workbook', async () => {
    const response = await management.request({
      method: 'GET',
      url: `${api}/rates/export?by=business_unit&format=xlsx`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/completion-rates-business-unit-[\d-]+\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Business unit',
      'People',
      'Average rate (%)',
      'Complete',
      'Complete (%)',
    ]);
    expect(sheet.rowCount).toBe(4);
  });

  it('refuses bad input with a clear 400 and colleagues without the right with a 403', async () => {
    const bad = [
      `${api}/rates`,
      `${api}/rates?by=market`,
      `${api}/rates/people?by=hub&page=0`,
      `${api}/rates/people?by=hub&size=1000`,
      `${api}/rates/people?by=group&key=not-an-id`,
      `${api}/rates/people?by=hub&incomplete=yes`,
      `${api}/rates/people?by=hub&sort=name`,
      `${api}/rates/export?by=hub&format=pdf`,
      `${api}/rates/people/export?by=group&key=x&format=csv`,
    ];
    for (const url of bad) {
      const response = await management.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ msg: expect.any(String) });
    }
    const refused = await colleague.request({ method: 'GET', url: `${api}/distribution` });
    expect(refused.statusCode).toBe(403);
  });
});
