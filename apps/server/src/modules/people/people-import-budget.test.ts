import {
  IMPORT_CELL_CHARS_MAX,
  IMPORT_COLUMNS,
  IMPORT_COLUMNS_MAX,
  IMPORT_EXCERPT_CHARS,
  IMPORT_REPORT_LINES_MAX,
  IMPORT_TEXT_CHARS_MAX,
} from '@atrium/contract';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableSnapshot } from '../../test/table-snapshot.ts';
import { useTestApp } from '../../test/test-app-setup.ts';
import { longCellWorkbook, sharedStringBomb, wideWorkbook } from './testing/hostile-files.ts';
import { multipartFile } from './testing/multipart.ts';

const API = '/api/c13s/v2/cv_library/users/import';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Issue 45, section 2: a small file cannot stall the server or fill its memory.
describe('the people import within a budget of what a file shows', () => {
  const ctx = useTestApp();
  type Caller = Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let hr: Caller;

  beforeAll(async () => {
    hr = await ctx().signedIn({ roles: ['HR'] });
  });

  const send = (bytes: Buffer, { url = API, csv = false } = {}) =>
    hr.request({
      method: 'POST',
      url,
      ...multipartFile({
        bytes,
        filename: csv ? 'people.csv' : 'people.xlsx',
        contentType: csv ? 'text/csv' : XLSX,
      }),
    });

  const refused = async (bytes: Buffer, status: number, code: string, params?: object, csv = false) => {
    const started = performance.now();
    const response = await send(bytes, { csv });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
    expect(response.json()).toMatchObject({ code, ...(params && { params }) });
    expect(response.body.length).toBeLessThan(2000);
    return performance.now() - started;
  };

  it('refuses the 3 KB workbook whose one 1 MB shared string fills every cell, as that string is read', async () => {
    const before = await tableSnapshot(ctx().db);
    const bomb = await sharedStringBomb([...IMPORT_COLUMNS]);
    expect(bomb.length).toBeLessThan(4096);
    const ms = await refused(bomb, 400, 'import.sharedTextTooLong', { max: IMPORT_CELL_CHARS_MAX });
    // Before: 25 s, a 210 MB answer. The string is refused at its 10,001st character.
    expect(ms).toBeLessThan(5000);
    expect(await tableSnapshot(ctx().db)).toBe(before);
  });

  it('counts a shared string each time a cell shows it: 413 once the file shows 50M characters', async () => {
    const rows = Math.ceil(IMPORT_TEXT_CHARS_MAX / 9_000 / IMPORT_COLUMNS.length) + 1;
    const amplified = await sharedStringBomb([...IMPORT_COLUMNS], rows, 9_000);
    expect(amplified.length).toBeLessThan(64 * 1024);
    await refused(amplified, 413, 'import.textTooLarge', { max: IMPORT_TEXT_CHARS_MAX });
  });

  it('refuses a cell over 10,000 characters as it is read, saying where, in a workbook or a CSV', async () => {
    const long = 'y'.repeat(IMPORT_CELL_CHARS_MAX + 1);
    await refused(
      await longCellWorkbook(['email', 'first_name', 'last_name', 'job_title'], long),
      400,
      'import.cellTooLong',
      {
        row: 2,
        column: 'A',
        max: IMPORT_CELL_CHARS_MAX,
      },
    );
    const csv = Buffer.from(`email,first_name,last_name,job_title\na@firm.test,Ana,Lima,${long}\n`);
    await refused(csv, 400, 'import.cellTooLong', { row: 2, column: 'D' }, true);
  });

  it('refuses a file of more than 1,000 columns as its header is read', async () => {
    await refused(await wideWorkbook(['email'], IMPORT_COLUMNS_MAX + 1), 400, 'import.tooManyColumns', {
      max: IMPORT_COLUMNS_MAX,
    });
    const header = ['email', ...Array.from({ length: IMPORT_COLUMNS_MAX }, (_, n) => `c${n}`)].join(',');
    await refused(Buffer.from(`${header}\na@firm.test\n`), 400, 'import.tooManyColumns', undefined, true);
  });

  it('answers a CSV record over 64 KB with a 400, and keeps serving', async () => {
    await refused(Buffer.from(`email\n${'d'.repeat(200_000)}`), 400, 'import.unreadable', undefined, true);
    expect((await hr.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  /** 250 refused rows whose email cell is 500 characters long, and 300 new people. */
  const mixed = () => {
    const lines = ['email,first_name,last_name'];
    for (let n = 0; n < 250; n += 1) lines.push(`${'z'.repeat(500)}${n},Bad,Row`);
    for (let n = 0; n < 300; n += 1) lines.push(`new.${n}@firm.test,New,Person${n}`);
    return Buffer.from(lines.join('\n'));
  };

  it('lists at most 200 lines of each kind with the totals, each refused cell quoted in 80 characters', async () => {
    const response = await send(mixed(), { csv: true });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const report = response.json();
    expect(report.counts).toEqual({ create: 300, update: 0, unchanged: 0, refused: 250 });
    expect(report.truncated).toBe(true);
    const kinds = (action: string) =>
      report.lines.filter((line: { action: string }) => line.action === action).length;
    expect([kinds('refused'), kinds('create')]).toEqual([IMPORT_REPORT_LINES_MAX, IMPORT_REPORT_LINES_MAX]);
    const first = report.lines[0];
    expect(first).toMatchObject({
      row: 2,
      action: 'refused',
      error_codes: { email: { code: 'import.badEmail' } },
    });
    expect(first.email).toHaveLength(IMPORT_EXCERPT_CHARS + 1);
    expect(first.values.email).toBe(`${'z'.repeat(IMPORT_EXCERPT_CHARS)}…`);
    expect(response.body.length).toBeLessThan(200_000);
  });

  it('gives the full report as a file, CSV or Excel, in English or French, writing nothing', async () => {
    const before = await tableSnapshot(ctx().db);
    const csv = await send(mixed(), { url: `${API}/report?format=csv&lang=fr`, csv: true });
    expect(csv.statusCode, csv.body.slice(0, 300)).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/people-import-report\.csv/);
    expect(csv.headers['x-total-count']).toBe('550');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(551);
    expect(lines[0]).toBe('Ligne,E-mail,Ce qui se passe,Détails');
    expect(lines[1]).toMatch(/^2,z{80}…,Refusée,"?email ""z{80}…"": Not a valid email address/);
    expect(lines[550]).toBe('551,new.299@firm.test,Nouvelle,');

    const xlsx = await send(mixed(), { url: `${API}/report?format=xlsx&lang=en`, csv: true });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(XLSX);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(551);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Row', 'Email', 'What happens', 'Details']);
    expect(await tableSnapshot(ctx().db)).toBe(before);

    expect(
      (await send(await sharedStringBomb([...IMPORT_COLUMNS]), { url: `${API}/report` })).statusCode,
    ).toBe(400);
    const bad = await send(mixed(), { url: `${API}/report?format=pdf`, csv: true });
    expect(bad.statusCode).toBe(400);
  });
});
