import {
  IMPORT_COLUMNS,
  IMPORT_NEW_PERSON_COLUMNS,
  IMPORT_REQUIRED_COLUMNS,
  fieldMessages,
  type FieldMessage,
  ImportedPerson,
  type ImportReport,
  message,
  type ServerMessageKey,
} from '@atrium/contract';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { auditOf } from '../../platform/audit/object-audit.ts';
import { describeIssues } from '../../platform/validation.ts';
import { users } from '../../platform/users/users.tables.ts';
import type { ReadLimits } from './import/import-sheet.ts';
import { inImportBatches } from './import/import-batches.ts';
import { IMPORT_LIMITS, readImportRows } from './import/read-sheet.ts';
import { excerpt, refusedValues } from './import/report-lines.ts';
import { newPersonRow, type NewImportedPerson } from './new-person.ts';
import { usersImplementation } from './people.objects.ts';
import { dryRunLines, runImport, type ImportPlan } from './import/run-import.ts';

type Column = (typeof IMPORT_COLUMNS)[number];
type Refusal = { errors: Record<string, FieldMessage>; values: Record<string, string> };
type Read = { row: number; email: string; person?: ImportedPerson; refusal?: Refusal };
type Existing = Pick<typeof users.$inferSelect, 'id' | 'email' | 'status' | Column>;

const audit = auditOf(usersImplementation);
/** Columns whose empty cell is a mistake, not a field to clear. */
const NOT_CLEARABLE: readonly Column[] = ['email', ...IMPORT_NEW_PERSON_COLUMNS];

/**
 * One row of the file as a person, or why not, and the cell refused with each reason. The dry
 * run and the import read every row through here, so they refuse the same rows for the same
 * reasons; the schema refuses what the database could not store (a NUL byte…).
 */
function readRow(row: number, cells: Record<string, string>, columns: readonly Column[]): Read {
  // A cell's line breaks as the web shows them, whichever system wrote the file.
  const cell = (column: Column) => (cells[column] ?? '').replace(/\r\n?/g, '\n');
  const fields = Object.fromEntries(
    columns.map((column) => [column, cell(column) || (NOT_CLEARABLE.includes(column) ? '' : null)]),
  );
  const parsed = ImportedPerson.safeParse(fields);
  if (parsed.success) return { row, email: parsed.data.email, person: parsed.data };
  const errors = describeIssues(parsed.error.issues).fields;
  // Quoted, never whole: a report echoes a short excerpt of each refused cell.
  const values = refusedValues(Object.keys(errors), (column) => cell(column as Column));
  return { row, email: excerpt(cell('email')), refusal: { errors, values } };
}

/**
 * Each person of an import file, or why a row is not one, and the columns the file has (the
 * others are left as they are), read by the firm's one import reader (import/read-sheet.ts).
 */
export function readImportFile(
  bytes: Buffer,
  limits: ReadLimits = IMPORT_LIMITS,
): Promise<{ columns: Column[]; rows: Read[] }> {
  return readImportRows(
    bytes,
    { known: IMPORT_COLUMNS, required: IMPORT_REQUIRED_COLUMNS, missing: 'import.columnsMissing', limits },
    ({ row, cells }, columns) => readRow(row, cells, columns),
  );
}

/** The table's columns for these import columns. */
const pick = (columns: readonly Column[]) =>
  Object.fromEntries(columns.map((column) => [column, users[column]]));

/** The people the file names who already exist, by lower-case email. */
async function existingPeople(db: DbOrTx, emails: string[]): Promise<Map<string, Existing>> {
  const found = new Map<string, Existing>();
  // A batch per turn: the embedded engine answers within the same turn, 100 lookups in a row
  // held the event loop 0.6 s (issue 45).
  for await (const batch of inImportBatches(emails)) {
    const rows = await db
      .select({ id: users.id, email: users.email, status: users.status, ...pick(IMPORT_COLUMNS) })
      .from(users)
      .where(inArray(users.email, [...batch]));
    for (const row of rows) found.set(row.email.toLowerCase(), row as Existing);
  }
  return found;
}

/** Each known person the file changes: the new values, and the old ones for the audit log. */
type Change = { id: string; set: Partial<ImportedPerson>; before: Partial<ImportedPerson> };
type Plan = ImportPlan<NewImportedPerson, Change>;

/** A new person's names, or the first name column the file lacks. */
const named = (person: ImportedPerson): NewImportedPerson | Column => {
  const { first_name, last_name } = person;
  if (first_name === undefined) return 'first_name';
  if (last_name === undefined) return 'last_name';
  return { ...person, first_name, last_name };
};

/**
 * What the file would do, line by line: a refused row, the same email twice, someone who left, a
 * new person, or the changes to a known one: only in the columns the file has, an empty cell
 * clearing its field.
 */
async function plan(
  db: DbOrTx,
  { columns, rows }: Awaited<ReturnType<typeof readImportFile>>,
): Promise<Plan> {
  const emails = [...new Set(rows.flatMap((row) => (row.person ? [row.person.email] : [])))];
  const existing = await existingPeople(db, emails);
  const seen = new Set<string>();
  const result: Plan = { lines: [], creates: [], updates: [] };
  const updatable = columns.filter((column) => column !== 'email');
  for await (const batch of inImportBatches(rows))
    for (const { row, email, person, refusal } of batch) {
      if (!person) {
        const { errors, values } = refusal ?? { errors: {}, values: {} };
        result.lines.push({ row, email, action: 'refused', ...fieldMessages(errors), values });
        continue;
      }
      const refuse = (column: Column, code: ServerMessageKey) =>
        result.lines.push({ row, email, action: 'refused', ...fieldMessages({ [column]: message(code) }) });
      if (seen.has(email)) {
        refuse('email', 'import.duplicate');
        continue;
      }
      seen.add(email);
      const current = existing.get(email);
      if (!current) {
        const newPerson = named(person);
        if (typeof newPerson === 'string') refuse(newPerson, 'import.nameMissing');
        else {
          result.creates.push(newPerson);
          result.lines.push({ row, email, action: 'create' });
        }
      } else if (current.status === 'left') refuse('email', 'import.personLeft');
      else if (current.status === 'newcomer') refuse('email', 'import.personNewcomer');
      else {
        const changes = updatable.filter((column) => current[column] !== person[column]);
        if (changes.length === 0) result.lines.push({ row, email, action: 'unchanged' });
        else {
          result.updates.push({
            id: current.id,
            set: Object.fromEntries(changes.map((column) => [column, person[column]])),
            before: Object.fromEntries(changes.map((column) => [column, current[column]])),
          });
          const cleared = changes.filter((column) => person[column] === null);
          result.lines.push({
            row,
            email,
            action: 'update',
            changes,
            ...(cleared.length > 0 && { cleared }),
          });
        }
      }
    }
  return result;
}

/**
 * Imports people from the HR system's file, by email: new ones are created (they sign in through a
 * reset link or single sign-on), known ones updated where the file differs, refused lines left
 * out. A dry run only plans; applying plans again and writes in one transaction (`runImport`), so
 * the same file twice changes nothing the second time.
 */
export function importPeople(
  db: DbOrTx,
  bytes: Buffer,
  apply: boolean,
  actor: string | null = null,
): Promise<ImportReport> {
  return runImport(db, apply, {
    read: () => readImportFile(bytes),
    plan,
    create: async (tx, batch) => {
      const created = await tx.insert(users).values(batch.map(newPersonRow)).returning();
      return created.map((row) => audit?.entry(actor, 'create', null, row));
    },
    update: async (tx, { id, set, before }) => {
      await tx
        .update(users)
        .set({ ...set, updated_at: new Date() })
        .where(eq(users.id, id));
      // As the profile's own edits are recorded: the person's changed fields, before and after.
      return audit?.entry(actor, 'update', { id, ...before }, { id, ...set });
    },
  });
}

/** Every line a dry run of the file gives, for the full report; nothing is written. */
export function peopleImportLines(db: DbOrTx, bytes: Buffer) {
  return dryRunLines(db, { read: () => readImportFile(bytes), plan });
}
