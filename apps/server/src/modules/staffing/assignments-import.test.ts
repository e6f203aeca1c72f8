import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { tableSnapshot } from '../../test/table-snapshot.ts';
import { useTestApp } from '../../test/test-app-setup.ts';
import { multipartFile } from '../people/testing/multipart.ts';
import { rollAvailabilityWindow } from './availability-window.ts';
import { readAvailability } from './availability.ts';
import { addDays, firmWeekStart } from './firm-weeks.ts';
import { assignments } from './staffing.tables.ts';

const API = '/api/c13s/v2/staffing/assignments/import';

describe('POST staffing/assignments/import', () => {
  const ctx = useTestApp();
  type Caller = Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let cso: Caller;
  let monday: string;
  const people: Record<'ana' | 'bruno', { id: string; email: string }> = {} as never;

  beforeAll(async () => {
    const t = ctx();
    monday = firmWeekStart(new Date(), t.config.firmTimeZone);
    await rollAvailabilityWindow(t.db, monday);
    cso = await t.signedIn({ roles: ['CSO'] });
    people.ana = await t.createPerson({ email: 'ana.lima@firm.test' });
    people.bruno = await t.createPerson({ email: 'bruno.costa@firm.test' });
    await t.listValues('client', 'Banque Atlantique', 'Retail Co');
  });

  const send = (csv: string, apply = false, as: Caller = cso) =>
    as.request({
      method: 'POST',
      url: `${API}${apply ? '?apply=true' : ''}`,
      ...multipartFile({ bytes: Buffer.from(csv), filename: 'planning.csv', contentType: 'text/csv' }),
    });

  const file = () =>
    [
      'External ID;Email;Client;Project;Role;Start date;End date;Allocation;Status',
      `RP-1;Ana.Lima@firm.test;banque atlantique;Core banking;Architect;${monday};${addDays(monday, 25)};80;confirmed`,
      `RP-2;bruno.costa@firm.test;Retail Co;;;${monday};;100;`,
      `RP-3;ana.lima@firm.test;Retail Co;;;${monday};;50;`,
      `RP-4;ana.lima@firm.test;Retail Co;;;${monday};;50;tentative`,
      `RP-5;nobody@firm.test;Retail Co;;;${monday};;50;`,
      `RP-6;bruno.costa@firm.test;Unknown Client;;;${monday};;10;tentative`,
      `RP-1;bruno.costa@firm.test;Retail Co;;;${monday};;10;tentative`,
      `RP-7;bruno.costa@firm.test;Retail Co;;;${addDays(monday, 9)};${monday};0;`,
    ].join('\n');

  it('plans each line, refusing unknown people and clients, duplicates, overbookings and bad cells, writing nothing', async () => {
    const before = await tableSnapshot(ctx().db);
    const response = await send(file());
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({
      applied: false,
      counts: { create: 3, update: 0, unchanged: 0, refused: 5 },
    });
    const line = (row: number) => report.lines.find((candidate: { row: number }) => candidate.row === row);
    expect(line(2)).toMatchObject({ action: 'create', email: 'ana.lima@firm.test' });
    expect(line(3)).toMatchObject({ action: 'create' });
    expect(line(4)).toMatchObject({
      action: 'refused',
      error_codes: {
        allocation: { code: 'staffing.overbooked', params: { client: 'Banque Atlantique', allocation: 80 } },
      },
    });
    expect(line(5)).toMatchObject({ action: 'create' });
    expect(line(6)).toMatchObject({
      action: 'refused',
      error_codes: { email: { code: 'staffing.unknownPerson' } },
    });
    expect(line(7)).toMatchObject({
      action: 'refused',
      error_codes: { client: { code: 'staffing.clientUnknown' } },
    });
    expect(line(8)).toMatchObject({
      action: 'refused',
      error_codes: { external_id: { code: 'staffing.importDuplicate' } },
    });
    expect(line(9)).toMatchObject({ action: 'refused' });
    expect(Object.keys(line(9).error_codes).sort()).toEqual(['allocation', 'end_date']);
    expect(await tableSnapshot(ctx().db)).toEqual(before);
  });

  it('writes the plan, audited, books the weeks, and changes nothing the second time', async () => {
    const response = await send(file(), true);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().counts).toEqual({ create: 3, update: 0, unchanged: 0, refused: 5 });
    const rows = await ctx().db.select().from(assignments);
    expect(rows.map((row) => [row.external_id, row.client, row.source, row.status]).sort()).toEqual([
      ['RP-1', 'Banque Atlantique', 'imported', 'confirmed'],
      ['RP-2', 'Retail Co', 'imported', 'confirmed'],
      ['RP-4', 'Retail Co', 'imported', 'tentative'],
    ]);
    const entries = await ctx().db.select().from(auditLog).where(eq(auditLog.object, 'staffing/assignments'));
    expect(entries).toHaveLength(3);
    const weeks = await readAvailability(ctx().db, [people.ana.id, people.bruno.id], monday, 5);
    expect(weeks.get(people.ana.id)!.map((week) => week.free_pct)).toEqual([20, 20, 20, 20, 100]);
    expect(weeks.get(people.bruno.id)!.map((week) => week.free_pct)).toEqual([0, 0, 0, 0, 0]);
    const again = await send(file(), true);
    expect(again.json().counts).toEqual({ create: 0, update: 0, unchanged: 3, refused: 5 });
  });

  it('updates an assignment the tool exported before, by its external id', async () => {
    const changed = [
      'external_id,email,client,start_date,end_date,allocation',
      `RP-1,ana.lima@firm.test,Banque Atlantique,${monday},${addDays(monday, 11)},60`,
    ].join('\n');
    const response = await send(changed, true);
    expect(response.json().lines).toEqual([
      expect.objectContaining({ action: 'update', changes: ['end_date', 'allocation'] }),
    ]);
    const weeks = await readAvailability(ctx().db, [people.ana.id], monday, 3);
    expect(weeks.get(people.ana.id)!.map((week) => week.free_pct)).toEqual([40, 40, 100]);
  });

  it('refuses a file without the columns it needs, and anyone but the CSO', async () => {
    const missing = await send('email,client\nana.lima@firm.test,Retail Co');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'staffing.importColumnsMissing' });
    const colleague = await ctx().signedIn({ roles: ['HR'] });
    expect((await send(file(), false, colleague)).statusCode).toBe(403);
  });
});
