import {
  IMPORT_BYTES_MAX,
  IMPORT_MESSAGES,
  IMPORT_ROWS_MAX,
  IMPORT_WORKBOOK_UNPACKED_MAX,
} from '@atrium/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/users/users.tables.ts';
import { tableSnapshot } from '../../test/table-snapshot.ts';
import { useTestApp } from '../../test/test-app-setup.ts';
import { readImportFile } from './people-import.ts';
import { multipartFile } from './testing/multipart.ts';
import { sheetRow, workbookOf } from './testing/workbook-file.ts';

const api = '/api/c13s/v2/cv_library/users/import';
const BOM = '\uFEFF';

/** An export as a French Excel writes it: BOM, semicolons, CRLF, a quoted line break. */
const FIRM = [
  'Email;First name;Last name;Job title;Business unit;Hub',
  'ana.lima@firm.test;Ana;Lima;Data engineer;Data & AI;Lyon',
  'Bruno.Costa@firm.test;Bruno;Costa;"Architect; cloud";Cloud;Paris',
  'chloe.petit@firm.test;Chloé;Petit;"Lead,\r\nplatform";Cloud;Nantes',
].join('\r\n');

describe('importing people from the HR system’s file', () => {
  const ctx = useTestApp();
  type Caller = Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let hr: Caller;

  beforeAll(async () => {
    hr = await ctx().signedIn({ roles: ['HR'] });
  });

  const send = (content: string | Buffer, apply = false, as: Caller = hr) =>
    as.request({
      method: 'POST',
      url: `${api}${apply ? '?apply=true' : ''}`,
      ...multipartFile({
        bytes: typeof content === 'string' ? Buffer.from(content) : content,
        filename: 'people.csv',
        contentType: 'text/csv',
      }),
    });

  it('shows what each line would do, and writes nothing on a dry run', async () => {
    const before = await tableSnapshot(ctx().db);
    const response = await send(BOM + FIRM);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      applied: false,
      counts: { create: 3, update: 0, unchanged: 0, refused: 0 },
      lines: [
        { row: 2, email: 'ana.lima@firm.test', action: 'create' },
        { row: 3, email: 'bruno.costa@firm.test', action: 'create' },
        { row: 4, email: 'chloe.petit@firm.test', action: 'create' },
      ],
      msg: IMPORT_MESSAGES.planned,
    });
    expect(await tableSnapshot(ctx().db)).toBe(before);
  });

  it('applies it in one go, and the same file again changes nothing', async () => {
    const applied = await send(BOM + FIRM, true);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().counts).toEqual({ create: 3, update: 0, unchanged: 0, refused: 0 });
    const [chloe] = await ctx().db.select().from(users).where(eq(users.email, 'chloe.petit@firm.test'));
    expect(chloe).toMatchObject({
      first_name: 'Chloé',
      job_title: 'Lead,\nplatform',
      hub: 'Nantes',
      status: 'active',
    });

    const before = await tableSnapshot(ctx().db);
    const again = await send(BOM + FIRM, true);
    expect(again.json().counts).toEqual({ create: 0, update: 0, unchanged: 3, refused: 0 });
    expect(await tableSnapshot(ctx().db)).toBe(before);
  });

  it('updates only what the file changes, and refuses lines it cannot take, saying why', async () => {
    const left = await ctx().signedIn({ email: 'gone@firm.test', status: 'left' });
    expect(left.user.id).toBeDefined();
    const file = [
      'email,first_name,last_name,job_title,business_unit,hub',
      'ana.lima@firm.test,Ana,Lima,Principal data engineer,Data & AI,Lyon',
      'not-an-email,Zed,Zero,,,',
      'dan.doe@firm.test,,Doe,,,',
      'ana.lima@firm.test,Ana,Lima,Twice,,',
      'gone@firm.test,Gone,Away,,,',
      'eve.new@firm.test,Eve,New,,,',
    ].join('\n');
    const response = await send(file, true);
    expect(response.statusCode, response.body).toBe(200);
    const { counts, lines } = response.json();
    expect(counts).toEqual({ create: 1, update: 1, unchanged: 0, refused: 4 });
    // Each refusal says why in English and by its code, which the web shows in the reader's language.
    const refusedFor = (field: string, key: keyof typeof IMPORT_MESSAGES) => ({
      action: 'refused',
      errors: { [field]: IMPORT_MESSAGES[key] },
      error_codes: { [field]: { code: `import.${key}` } },
    });
    expect(lines).toEqual([
      { row: 2, email: 'ana.lima@firm.test', action: 'update', changes: ['job_title'] },
      // A refused cell comes back as the file has it: an empty one as ''.
      {
        row: 3,
        email: 'not-an-email',
        ...refusedFor('email', 'badEmail'),
        values: { email: 'not-an-email' },
      },
      {
        row: 4,
        email: 'dan.doe@firm.test',
        ...refusedFor('first_name', 'nameMissing'),
        values: { first_name: '' },
      },
      { row: 5, email: 'ana.lima@firm.test', ...refusedFor('email', 'duplicate') },
      { row: 6, email: 'gone@firm.test', ...refusedFor('email', 'personLeft') },
      { row: 7, email: 'eve.new@firm.test', action: 'create' },
    ]);
    const [ana] = await ctx().db.select().from(users).where(eq(users.email, 'ana.lima@firm.test'));
    expect(ana).toMatchObject({ job_title: 'Principal data engineer', hub: 'Lyon' });
  });

  it('leaves as it is every column the file does not have, and clears a field only for an empty cell', async () => {
    const managed = {
      job_title: 'Analyst',
      grade: 'Senior',
      position: 'Lead',
      business_unit: 'Cloud',
      business_line: 'Platforms',
      hub: 'Lille',
      market: 'Retail',
    };
    await ctx().signedIn({ email: 'ida.kept@firm.test', first_name: 'Ida', last_name: 'Kept', ...managed });
    const ida = async () =>
      (await ctx().db.select().from(users).where(eq(users.email, 'ida.kept@firm.test')))[0];

    // Three columns: the job title changes; the name, grade, hub, business line, market… stay.
    const file = 'email,first_name,job_title\nida.kept@firm.test,Ida,Principal analyst\n';
    const dryRun = (await send(file)).json();
    expect(dryRun.lines).toEqual([
      { row: 2, email: 'ida.kept@firm.test', action: 'update', changes: ['job_title'] },
    ]);
    expect((await send(file, true)).json().counts).toMatchObject({ update: 1, refused: 0 });
    expect(await ida()).toMatchObject({
      first_name: 'Ida',
      last_name: 'Kept',
      ...managed,
      job_title: 'Principal analyst',
    });

    // The hub column is there with an empty cell: it clears the hub, and the dry run says so.
    const clearing = 'email,hub,market\nida.kept@firm.test,,Retail\n';
    expect((await send(clearing)).json().lines).toEqual([
      { row: 2, email: 'ida.kept@firm.test', action: 'update', changes: ['hub'], cleared: ['hub'] },
    ]);
    await send(clearing, true);
    expect(await ida()).toMatchObject({ hub: null, market: 'Retail', grade: 'Senior' });

    // Without a name column, a new person cannot be created; a known one is still updated.
    const lines = (
      await send('email,grade\nida.kept@firm.test,Partner\nnew.one@firm.test,Junior\n', true)
    ).json().lines;
    expect(lines).toEqual([
      { row: 2, email: 'ida.kept@firm.test', action: 'update', changes: ['grade'] },
      {
        row: 3,
        email: 'new.one@firm.test',
        action: 'refused',
        errors: { first_name: IMPORT_MESSAGES.nameMissing },
        error_codes: { first_name: { code: 'import.nameMissing' } },
      },
    ]);
    expect(await ida()).toMatchObject({ grade: 'Partner', first_name: 'Ida' });
  });

  it('refuses in the dry run, for the same reason, every row the import would refuse', async () => {
    // A NUL byte cannot be stored; the dry run used to accept it and the import to fail.
    const file = [
      'email,first_name,last_name,job_title',
      'nul.byte@firm.test,Nul,Byte,Con\u0000sultant',
      ',No,Email,',
      'fine.row@firm.test,Fine,Row,',
    ].join('\n');
    const refused = [
      {
        row: 2,
        email: 'nul.byte@firm.test',
        action: 'refused',
        errors: { job_title: 'Contains a character that is not allowed' },
        error_codes: { job_title: { code: 'characterNotAllowed' } },
        values: { job_title: 'Con\u0000sultant' },
      },
      {
        row: 3,
        email: '',
        action: 'refused',
        errors: { email: IMPORT_MESSAGES.badEmail },
        error_codes: { email: { code: 'import.badEmail' } },
        values: { email: '' },
      },
      { row: 4, email: 'fine.row@firm.test', action: 'create' },
    ];
    const dryRun = await send(file);
    expect(dryRun.json().lines).toEqual(refused);
    const applied = await send(file, true);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().lines).toEqual(refused);
    expect(await ctx().db.select().from(users).where(eq(users.email, 'nul.byte@firm.test'))).toEqual([]);
  });

  it('reads an Excel workbook too: its first sheet, cells as they show, rows by their number', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Staff');
    sheet.addRow(['Email', 'First name', 'Last name', 'Hub']);
    sheet.addRow([
      { text: 'fay.xl@firm.test', hyperlink: 'mailto:fay.xl@firm.test' },
      'Fay',
      'Excel',
      'Lille',
    ]);
    sheet.addRow([]);
    sheet.addRow(['gus.xl@firm.test', 'Gus', 'Excel', 42]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await hr.request({
      method: 'POST',
      url: api,
      ...multipartFile({
        bytes,
        filename: 'staff.xlsx',
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().lines).toEqual([
      { row: 2, email: 'fay.xl@firm.test', action: 'create' },
      { row: 4, email: 'gus.xl@firm.test', action: 'create' },
    ]);
  });

  it('refuses a file it cannot read with a clear 4xx, and writes nothing', async () => {
    const before = await tableSnapshot(ctx().db);
    const refused = async (content: string | Buffer, status: number, message: string) => {
      const response = await send(content, true);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().msg).toBe(message);
    };
    // 'é' as Windows-1252 writes it: not UTF-8.
    await refused(
      Buffer.from('email,first_name,last_name\nx@firm.test,Ren\xe9,Roy\n', 'latin1'),
      400,
      IMPORT_MESSAGES.encoding,
    );
    await refused(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]), 400, IMPORT_MESSAGES.workbookUnreadable);
    await refused('name,mail\nAna,ana@firm.test\n', 400, IMPORT_MESSAGES.columnsMissing);
    await refused('email,first_name,last_name\n"unterminated,Ana,Lima\n', 400, IMPORT_MESSAGES.unreadable);
    await refused(Buffer.alloc(IMPORT_BYTES_MAX + 1, 'a'), 413, IMPORT_MESSAGES.tooLarge);
    expect(await tableSnapshot(ctx().db)).toBe(before);
  });

  it('stops reading a CSV or Excel file at its row cap, and an Excel cell longer than Excel allows, with a coded 400', async () => {
    const refusal = async (bytes: Buffer, status: number, key: keyof typeof IMPORT_MESSAGES) => {
      const response = await send(bytes, true);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ code: `import.${key}`, msg: IMPORT_MESSAGES[key] });
    };
    const before = await tableSnapshot(ctx().db);
    // One line over the cap, each a valid person.
    const lines = Array.from({ length: IMPORT_ROWS_MAX + 1 }, (_, n) => `p${n}@firm.test,P,${n}`);
    await refusal(Buffer.from(`email,first_name,last_name\n${lines.join('\n')}`), 400, 'tooManyRows');
    // Small identical rows, far under the cap in bytes but over it in number.
    const rows = { body: sheetRow(['same@firm.test', 'Same', 'Person']), times: IMPORT_ROWS_MAX + 1 };
    await refusal(await workbookOf(['email', 'first_name', 'last_name'], rows), 400, 'tooManyRows');
    // One cell longer than Excel allows is no workbook: refused as it grows, not once read.
    const cell = {
      before: '<row><c t="inlineStr"><is><t>',
      body: 'x'.repeat(1024),
      after: '</t></is></c></row>',
    };
    await refusal(await workbookOf(['email'], { ...cell, times: 64 * 1024 }), 400, 'workbookUnreadable');
    expect(await tableSnapshot(ctx().db)).toBe(before);
  }, 30_000);

  it('stops unpacking a workbook at its cap, whatever its size on disk (a zip bomb): 413', async () => {
    // Rows of long cells, so the size stops them before the row cap; a smaller cap than the
    // route's 150 MB keeps the test quick, the reading is the same.
    const wide = sheetRow(['same@firm.test', 'Same', 'x'.repeat(4000)]);
    const cap = 8 * 1024 * 1024;
    const bomb = await workbookOf(['email', 'first_name', 'last_name'], {
      body: wide,
      times: Math.ceil(IMPORT_WORKBOOK_UNPACKED_MAX / wide.length) + 1,
    });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expect(
      readImportFile(bomb, { maxRows: IMPORT_ROWS_MAX, maxUnpackedBytes: cap }),
    ).rejects.toMatchObject({ statusCode: 413, said: { code: 'import.workbookTooLarge' } });
  });

  it('refuses a workbook whose sheet unpacks to more than its directory says, as a corrupt file: 400', async () => {
    const workbook = await workbookOf(['email', 'first_name', 'last_name'], {
      body: sheetRow(['same@firm.test', 'Same', 'Person']),
      times: 1000,
    });
    // The sheet's entry in the central directory claims 100 bytes unpacked.
    const sheetName = Buffer.from('xl/worksheets/sheet1.xml');
    const directoryEntry = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
    let at = workbook.indexOf(directoryEntry);
    while (!workbook.subarray(at + 46, at + 46 + sheetName.length).equals(sheetName))
      at = workbook.indexOf(directoryEntry, at + 1);
    workbook.writeUInt32LE(100, at + 24);
    await expect(readImportFile(workbook)).rejects.toMatchObject({
      statusCode: 400,
      said: { code: 'import.workbookUnreadable' },
    });
  });

  it('is for those who may add people', async () => {
    const employee = await ctx().signedIn();
    expect((await send(FIRM, true, employee)).statusCode).toBe(403);
  });
});
