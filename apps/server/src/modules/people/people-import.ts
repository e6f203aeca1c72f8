import {
  IMPORT_COLUMNS,
  IMPORT_REQUIRED_COLUMNS,
  IMPORT_ROWS_MAX,
  fieldMessages,
  type FieldMessage,
  ImportedPerson,
  type ImportLine,
  type ImportReport,
  message,
  type ServerMessageKey,
} from '@atrium/contract';
import { CsvError, parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.ts';
import { auditOf } from '../../platform/audit/object-audit.ts';
import { badRequest } from '../../platform/http-errors.ts';
import { describeIssues } from '../../platform/validation.ts';
import { users } from '../../platform/users/users.tables.ts';
import { newPersonRow } from './new-person.ts';
import { usersImplementation } from './people.objects.ts';

type Column = (typeof IMPORT_COLUMNS)[number];
type Read = { row: number; person?: ImportedPerson; errors?: Record<string, FieldMessage> };
type Existing = Pick<typeof users.$inferSelect, 'id' | 'email' | 'status' | Column>;

/** Rows per INSERT and per lookup: far under PostgreSQL's 65,535 bound parameters. */
const BATCH = 1000;
const audit = auditOf(usersImplementation);
const auditEntries = (entries: (AuditEntry | null | undefined)[]) =>
  entries.filter((entry): entry is AuditEntry => Boolean(entry));
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** A header as the file writes it ('First name', 'first-name') → the column it names. */
const columnName = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** The file's text: UTF-8 (its BOM dropped), or a 400 that says how to save it. */
function text(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('import.encoding', { file: 'import.encoding' });
  }
}

/** Semicolons when the header line has more of them than commas (a French Excel's CSV). */
function separator(csv: string): ',' | ';' {
  const header = csv.slice(0, csv.search(/\r?\n|$/));
  return header.split(';').length > header.split(',').length ? ';' : ',';
}

type FileRow = { row: number; cells: Record<string, string> };

/**
 * A CSV file's rows by column. Quoted fields may hold separators, quotes and line breaks
 * (csv-parse). Rows are numbered as a spreadsheet does: the header is row 1, a cell with line
 * breaks still one row.
 */
function csvRows(bytes: Buffer): FileRow[] {
  const csv = text(bytes);
  try {
    const records: Record<string, string>[] = parse(csv, {
      delimiter: separator(csv),
      columns: (headers: string[]) => headers.map(columnName),
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      max_record_size: 64 * 1024,
    });
    return records.map((cells, index) => ({ row: index + 2, cells }));
  } catch (error) {
    if (error instanceof CsvError) throw badRequest('import.unreadable', { file: 'import.unreadable' });
    throw error;
  }
}

/** The first sheet of an Excel workbook (exceljs), by column, each row with its own number. */
async function workbookRows(bytes: Buffer): Promise<FileRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest('import.workbookUnreadable', { file: 'import.workbookUnreadable' });
  }
  const rows: { row: number; values: string[] }[] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    const values: string[] = [];
    // What the cell shows: a hyperlink's text (emails often are), a date as written, a number.
    row.eachCell({ includeEmpty: true }, (cell, column) => (values[column - 1] = cell.text.trim()));
    rows.push({ row: row.number, values });
  });
  const [header, ...people] = rows;
  const columns = (header?.values ?? []).map((name) => columnName(name ?? ''));
  return people.map(({ row, values }) => ({
    row,
    cells: Object.fromEntries(columns.map((column, index) => [column, values[index] ?? ''])),
  }));
}

/**
 * Each person of an import file, or why a row is not one. CSV or an Excel workbook; the header
 * names the columns, in any order; unknown columns are ignored; empty cells are empty fields.
 */
export async function readImportFile(bytes: Buffer): Promise<Read[]> {
  const isWorkbook = ZIP_MAGIC.every((byte, index) => bytes[index] === byte);
  const records = isWorkbook ? await workbookRows(bytes) : csvRows(bytes);
  const first = records[0]?.cells ?? {};
  if (records.length === 0 || IMPORT_REQUIRED_COLUMNS.some((column) => !(column in first))) {
    throw badRequest('import.columnsMissing', { file: 'import.columnsMissing' });
  }
  if (records.length > IMPORT_ROWS_MAX)
    throw badRequest('import.tooManyRows', { file: 'import.tooManyRows' });
  return records.map(({ row, cells: record }) => {
    // A cell's line breaks as the web shows them, whichever system wrote the file.
    const cell = (column: Column) => record[column]?.replace(/\r\n?/g, '\n') || null;
    const fields = Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, cell(column)]));
    const parsed = ImportedPerson.safeParse({
      ...fields,
      first_name: fields.first_name ?? '',
      last_name: fields.last_name ?? '',
      email: fields.email ?? '',
    });
    return parsed.success
      ? { row, person: parsed.data }
      : { row, errors: describeIssues(parsed.error.issues).fields };
  });
}

/** The table's columns for these import columns. */
const pick = (columns: readonly Column[]) =>
  Object.fromEntries(columns.map((column) => [column, users[column]]));

/** The people the file names who already exist, by lower-case email. */
async function existingPeople(db: DbOrTx, emails: string[]): Promise<Map<string, Existing>> {
  const found = new Map<string, Existing>();
  for (let start = 0; start < emails.length; start += BATCH) {
    const rows = await db
      .select({ id: users.id, email: users.email, status: users.status, ...pick(IMPORT_COLUMNS) })
      .from(users)
      .where(inArray(users.email, emails.slice(start, start + BATCH)));
    for (const row of rows) found.set(row.email.toLowerCase(), row as Existing);
  }
  return found;
}

type Plan = {
  lines: ImportLine[];
  creates: ImportedPerson[];
  /** Each known person the file changes: the new values, and the old ones for the audit log. */
  updates: { id: string; set: Partial<ImportedPerson>; before: Partial<ImportedPerson> }[];
};

/** What the file would do, line by line: the same email twice, someone who left, a change or none. */
async function plan(db: DbOrTx, read: Read[]): Promise<Plan> {
  const emails = [...new Set(read.flatMap((row) => (row.person ? [row.person.email] : [])))];
  const existing = await existingPeople(db, emails);
  const seen = new Set<string>();
  const result: Plan = { lines: [], creates: [], updates: [] };
  for (const { row, person, errors } of read) {
    if (!person) {
      result.lines.push({ row, email: '', action: 'refused', ...fieldMessages(errors ?? {}) });
      continue;
    }
    const refuse = (code: ServerMessageKey) =>
      result.lines.push({
        row,
        email: person.email,
        action: 'refused',
        ...fieldMessages({ email: message(code) }),
      });
    if (seen.has(person.email)) {
      refuse('import.duplicate');
      continue;
    }
    seen.add(person.email);
    const current = existing.get(person.email);
    if (!current) {
      result.creates.push(person);
      result.lines.push({ row, email: person.email, action: 'create' });
    } else if (current.status === 'left') refuse('import.personLeft');
    else if (current.status === 'newcomer') refuse('import.personNewcomer');
    else {
      const changes = IMPORT_COLUMNS.filter(
        (column) => column !== 'email' && current[column] !== person[column],
      );
      if (changes.length === 0) result.lines.push({ row, email: person.email, action: 'unchanged' });
      else {
        result.updates.push({
          id: current.id,
          set: Object.fromEntries(changes.map((column) => [column, person[column]])),
          before: Object.fromEntries(changes.map((column) => [column, current[column]])),
        });
        result.lines.push({ row, email: person.email, action: 'update', changes });
      }
    }
  }
  return result;
}

const counted = (lines: ImportLine[]) => ({
  create: lines.filter((line) => line.action === 'create').length,
  update: lines.filter((line) => line.action === 'update').length,
  unchanged: lines.filter((line) => line.action === 'unchanged').length,
  refused: lines.filter((line) => line.action === 'refused').length,
});

/**
 * Imports people from the HR system's file, by email: new ones are created (they sign in through a
 * reset link or single sign-on), known ones updated where the file differs, refused lines left
 * out. A dry run only plans; applying plans again and writes in one transaction, so the same file
 * twice changes nothing the second time.
 */
export async function importPeople(
  db: DbOrTx,
  bytes: Buffer,
  apply: boolean,
  actor: string | null = null,
): Promise<ImportReport> {
  const read = await readImportFile(bytes);
  if (!apply) {
    const { lines } = await plan(db, read);
    return { applied: false, counts: counted(lines), lines, ...message('import.planned') };
  }
  const lines = await db.transaction(async (tx) => {
    const { lines, creates, updates } = await plan(tx, read);
    for (let start = 0; start < creates.length; start += BATCH) {
      const created = await tx
        .insert(users)
        .values(creates.slice(start, start + BATCH).map(newPersonRow))
        .returning();
      await recordAudit(tx, auditEntries(created.map((row) => audit?.entry(actor, 'create', null, row))));
    }
    for (const { id, set } of updates) {
      await tx
        .update(users)
        .set({ ...set, updated_at: new Date() })
        .where(eq(users.id, id));
    }
    // As the profile's own edits are recorded: each person's changed fields, before and after.
    const changed = updates.map(({ id, set, before }) =>
      audit?.entry(actor, 'update', { id, ...before }, { id, ...set }),
    );
    for (let start = 0; start < changed.length; start += BATCH) {
      await recordAudit(tx, auditEntries(changed.slice(start, start + BATCH)));
    }
    return lines;
  });
  return { applied: true, counts: counted(lines), lines, ...message('import.applied') };
}
