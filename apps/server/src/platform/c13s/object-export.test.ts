import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoFirm } from '../../db/seed/demo-seed.ts';
import { businessModules } from '../../modules/business-modules.ts';
import { useTestApp } from '../../test/test-app-setup.ts';
import { users } from '../users/users.tables.ts';
import { BATCH_ROWS } from './batched-read.ts';

const base = '/api/c13s/v2/cv_library/users';
/** More than one batch of the export, and many pages of the search. */
const PEOPLE = BATCH_ROWS + 150;

const csvRows = (body: string): string[][] => parse(body, { bom: true });

describe('GET …/export: the whole filtered search as a file', () => {
  const ctx = useTestApp();
  let admin: Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;

  beforeAll(async () => {
    const t = ctx();
    admin = await t.signedIn({ roles: ['admin'], business_unit: 'Export' });
    await t.db.insert(users).values(
      Array.from({ length: PEOPLE }, (_, n) => ({
        email: `export.${n}@atrium.test`,
        first_name: `First${n}`,
        last_name: `Last${String(n).padStart(5, '0')}`,
        job_title: n === 7 ? '=HYPERLINK("http://evil.example","Click")' : 'Consultant',
        business_unit: n % 2 === 0 ? 'Even' : 'Odd',
        // People who left are no one's colleague: search leaves them out, so must the export.
        status: n % 50 === 0 ? ('left' as const) : ('active' as const),
      })),
    );
  });

  const searchTotal = async (query: string) =>
    (await admin.request({ method: 'GET', url: `${base}/search?${query}` })).json<{ total: number }>().total;

  it('exports every row the search finds, not a page, in its order, as CSV with a BOM', async () => {
    const response = await admin.request({
      method: 'GET',
      url: `${base}/export?format=csv&sort=-last_name&size=5`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [headings, ...rows] = csvRows(response.body);
    expect(headings).toContain('Job title');
    const total = await searchTotal('');
    expect(total).toBeGreaterThan(BATCH_ROWS);
    expect(rows).toHaveLength(total);
    expect(response.headers['x-total-count']).toBe(String(total));
    const lastNames = rows.map((row) => row[0]!);
    expect(lastNames).toEqual([...lastNames].sort().reverse());
    expect(new Set(lastNames).size).toBe(rows.length);
  });

  it('applies the filters and the row filter of the search', async () => {
    const response = await admin.request({ method: 'GET', url: `${base}/export?business_unit=Odd&lang=fr` });
    const [headings, ...rows] = csvRows(response.body);
    expect(headings).toContain('Intitulé de poste');
    expect(rows).toHaveLength(await searchTotal('business_unit=Odd'));
    expect(rows.every((row) => row[headings!.indexOf('Business unit')] === 'Odd')).toBe(true);

    // A newcomer before their first day sees only themselves, in the search as in the export.
    const newcomer = await ctx().signedIn({ roles: ['newcomer'] });
    const own = await newcomer.request({ method: 'GET', url: `${base}/export` });
    expect(own.statusCode).toBe(200);
    const [, ...ownRows] = csvRows(own.body);
    expect(ownRows.map((row) => row[2])).toEqual([newcomer.user.email]);
  });

  it('neutralises cells that would run as formulas', async () => {
    const response = await admin.request({ method: 'GET', url: `${base}/export?q=First7` });
    const [headings, ...rows] = csvRows(response.body);
    const titles = rows.map((row) => row[headings!.indexOf('Job title')]);
    expect(titles).toContain(`'=HYPERLINK("http://evil.example","Click")`);
    expect(titles.some((title) => title?.startsWith('='))).toBe(false);
  });

  it('sends an Excel workbook exceljs opens, with every row', async () => {
    const response = await admin.request({
      method: 'GET',
      url: `${base}/export?format=xlsx&business_unit=Odd`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="users-[\d-]+\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('users');
    expect(sheet.getRow(1).getCell(1).value).toBe('Last name');
    expect(sheet.actualRowCount).toBe((await searchTotal('business_unit=Odd')) + 1);
    const titles = sheet.getColumn(4).values;
    expect(titles).toContain(`'=HYPERLINK("http://evil.example","Click")`);
  });

  it('refuses bad input with the 400s of the search, before writing anything', async () => {
    for (const query of [
      'format=pdf',
      'lang=de',
      'format=csv&format=xlsx',
      'sort=nope',
      'nope=1',
      'id=not-an-id',
      'sort=constructor',
      `q=${'x'.repeat(201)}`,
    ]) {
      const response = await admin.request({ method: 'GET', url: `${base}/export?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.headers['content-type'], query).toMatch(/^application\/json/);
      expect(response.json(), query).toMatchObject({ msg: expect.any(String) });
      expect(response.headers['content-disposition'], query).toBeUndefined();
    }
    const search = await admin.request({ method: 'GET', url: `${base}/search?sort=nope` });
    const exported = await admin.request({ method: 'GET', url: `${base}/export?sort=nope` });
    expect(exported.json()).toEqual(search.json());
  });
});

describe('every exportable object', () => {
  const ctx = useTestApp();

  it('exports its demo records with a cell for each declared column', async () => {
    const t = ctx();
    // Demo records give each object's presentation and cells something to read.
    await seedDemoFirm(t.db, t.permissions, { password: 'demo-password-1', people: 40 });
    // The CSO's and HR's managing tools list people and groups to those roles only.
    const admin = await t.signedIn({ roles: ['admin', 'CSO', 'HR'] });
    const exportable = businessModules.objects.filter((def) => def.export);
    expect(exportable.map((def) => def.object).sort()).toEqual(
      [
        'newcomers',
        'projects',
        'solutions',
        'teams',
        'users',
        ...['cso', 'hr', 'leader'].flatMap((tool) => [`${tool}_users`, `${tool}_groups`]),
        // The CSO's Bench: who is free now or soon, exportable like the tool's people.
        'cso_bench',
      ].sort(),
    );
    for (const def of exportable) {
      const url = `/api/c13s/v2/${def.module}/${def.object}/export?lang=fr`;
      const response = await admin.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const [headings, ...rows] = csvRows(response.body);
      expect(headings, url).toEqual(Object.values(def.export!).map(({ heading }) => heading.fr));
      expect(rows.length, url).toBe(Number(response.headers['x-total-count']));
      expect(rows.every((row) => row.length === headings!.length)).toBe(true);
    }
  });
});
