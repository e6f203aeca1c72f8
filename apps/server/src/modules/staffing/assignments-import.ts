import {
  ASSIGNMENT_IMPORT_COLUMNS,
  ASSIGNMENT_IMPORT_REQUIRED,
  fieldMessages,
  ImportedAssignment,
  message,
  type AssignmentImportColumn,
  type CodedMessage,
  type FieldMessage,
  type ImportReport,
  type ServerMessageKey,
} from '@atrium/contract';
import { and, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { auditOf } from '../../platform/audit/object-audit.ts';
import { describeIssues } from '../../platform/validation.ts';
import { users } from '../../platform/users/users.tables.ts';
import type { FileRow, ReadLimits } from '../people/import/import-sheet.ts';
import { inImportBatches } from '../people/import/import-batches.ts';
import { IMPORT_LIMITS, readImportRows } from '../people/import/read-sheet.ts';
import { excerpt, refusedValues } from '../people/import/report-lines.ts';
import { tags } from '../people/people.tables.ts';
import { textArray } from '../research/sql-arrays.ts';
import { assignmentsImplementation } from './assignments.objects.ts';
import { overbookedBy, type BookedPeriod } from './overbooking.ts';
import { assignments, type AssignmentRow } from './staffing.tables.ts';
import { dryRunLines, runImport, type ImportPlan } from '../people/import/run-import.ts';

type Refusal = { errors: Record<string, FieldMessage>; values: Record<string, string> };
type Read = { row: number; email: string; assignment?: ImportedAssignment; refusal?: Refusal };
/** What the import writes of an assignment (its source is 'imported'). */
type Fields = Pick<
  AssignmentRow,
  | 'external_id'
  | 'user_id'
  | 'client'
  | 'project'
  | 'role'
  | 'start_date'
  | 'end_date'
  | 'allocation'
  | 'status'
>;
const COMPARED = [
  'user_id',
  'client',
  'project',
  'role',
  'start_date',
  'end_date',
  'allocation',
  'status',
] as const;
type Booked = BookedPeriod & { client: string };

const audit = auditOf(assignmentsImplementation);

/** One line of the export as an assignment, or why not, and each refused cell. */
function readRow({ row, cells }: FileRow, columns: readonly AssignmentImportColumn[]): Read {
  const cell = (column: AssignmentImportColumn) => (cells[column] ?? '').replace(/\r\n?/g, '\n');
  const fields = Object.fromEntries(
    ASSIGNMENT_IMPORT_COLUMNS.map((column) => [column, columns.includes(column) ? cell(column) : null]),
  );
  const parsed = ImportedAssignment.safeParse(fields);
  if (parsed.success) return { row, email: parsed.data.email, assignment: parsed.data };
  const errors = describeIssues(parsed.error.issues).fields;
  // Quoted, never whole: a report echoes a short excerpt of each refused cell.
  const values = refusedValues(Object.keys(errors), (column) => cell(column as AssignmentImportColumn));
  return { row, email: excerpt(cell('email')), refusal: { errors, values } };
}

/** The export's assignments, read by the firm's one import reader (same bounds as people's). */
export function readAssignmentsFile(bytes: Buffer, limits: ReadLimits = IMPORT_LIMITS) {
  return readImportRows(
    bytes,
    {
      known: ASSIGNMENT_IMPORT_COLUMNS,
      required: ASSIGNMENT_IMPORT_REQUIRED,
      missing: 'staffing.importColumnsMissing',
      limits,
    },
    readRow,
  );
}

/** Rows of `query(slice)` for every slice of `keys`, IMPORT_BATCH at a time. */
async function inBatches<K, R>(keys: readonly K[], query: (slice: K[]) => Promise<R[]>): Promise<R[]> {
  const found: R[] = [];
  // A batch per turn: the embedded engine answers within the same turn (issue 45).
  for await (const batch of inImportBatches(keys)) found.push(...(await query([...batch])));
  return found;
}

/** What the database knows of the file's people, clients and assignments, in a few batched reads. */
async function known(db: DbOrTx, rows: readonly Read[]) {
  const read = rows.flatMap((row) => (row.assignment ? [row.assignment] : []));
  const people = await inBatches([...new Set(read.map((row) => row.email))], (emails) =>
    db
      .select({ id: users.id, email: users.email, status: users.status })
      .from(users)
      .where(inArray(users.email, emails)),
  );
  const clients = await inBatches([...new Set(read.map((row) => row.client.toLowerCase()))], (names) =>
    db
      .select({ name: tags.name })
      .from(tags)
      .where(and(eq(tags.type, 'client'), sql`lower(${tags.name}) = any(${textArray(names)}::text[])`)),
  );
  const byExternalId = await inBatches([...new Set(read.map((row) => row.external_id))], (ids) =>
    db.select().from(assignments).where(inArray(assignments.external_id, ids)),
  );
  const personIds = people.map((person) => person.id);
  // Only what the file's periods can meet: a planning tool's export of next season need not load
  // the firm's whole history.
  const earliest = read.reduce(
    (first, row) => (row.start_date < first ? row.start_date : first),
    '9999-12-31',
  );
  const confirmed = await inBatches(personIds, (ids) =>
    db
      .select()
      .from(assignments)
      .where(
        and(
          inArray(assignments.user_id, ids),
          eq(assignments.status, 'confirmed'),
          or(isNull(assignments.end_date), gte(assignments.end_date, earliest)),
        ),
      ),
  );
  const booked = new Map<string, Map<string, Booked>>();
  for (const row of confirmed) {
    const own = booked.get(row.user_id) ?? new Map<string, Booked>();
    booked.set(row.user_id, own.set(row.id, row));
  }
  return {
    people: new Map(people.map((person) => [person.email.toLowerCase(), person])),
    clients: new Map(clients.map((client) => [client.name.toLowerCase(), client.name])),
    existing: new Map(byExternalId.map((row) => [row.external_id!, row])),
    booked,
  };
}

type Plan = ImportPlan<Fields, { before: AssignmentRow; set: Partial<Fields> }>;

const overbooking = (clash: Booked): CodedMessage => {
  const params = { allocation: clash.allocation, client: clash.client, start: clash.start_date };
  return clash.end_date
    ? message('staffing.overbooked', { ...params, end: clash.end_date })
    : message('staffing.overbookedOpen', params);
};

/**
 * What the file does, line by line, in its order: a refused row (a cell, the same external id
 * twice, an unknown or departed person, a client not in the firm's list, a confirmed overbooking
 * with what is booked or an earlier line), a new assignment, the changes to one the tool exported
 * before (by external id, in the columns the file has), or nothing.
 */
async function plan(
  db: DbOrTx,
  { columns, rows }: Awaited<ReturnType<typeof readAssignmentsFile>>,
): Promise<Plan> {
  const { people, clients, existing, booked } = await known(db, rows);
  // A column the file does not have is left as it is on an assignment it exported before.
  const compared = COMPARED.filter((field) => field === 'user_id' || columns.includes(field));
  const seen = new Set<string>();
  const result: Plan = { lines: [], creates: [], updates: [] };
  for await (const batch of inImportBatches(rows))
    for (const { row, email, assignment, refusal } of batch) {
      if (!assignment) {
        const { errors, values } = refusal ?? { errors: {}, values: {} };
        result.lines.push({ row, email, action: 'refused', ...fieldMessages(errors), values });
        continue;
      }
      const refuse = (column: AssignmentImportColumn, said: ServerMessageKey | CodedMessage) =>
        result.lines.push({
          row,
          email,
          action: 'refused',
          ...fieldMessages({ [column]: typeof said === 'string' ? message(said) : said }),
          values: { [column]: excerpt(String(assignment[column] ?? '')) },
        });
      if (seen.has(assignment.external_id)) {
        refuse('external_id', 'staffing.importDuplicate');
        continue;
      }
      seen.add(assignment.external_id);
      const person = people.get(email);
      if (!person) {
        refuse('email', 'staffing.unknownPerson');
        continue;
      }
      if (person.status === 'left') {
        refuse('email', 'import.personLeft');
        continue;
      }
      const client = clients.get(assignment.client.toLowerCase());
      if (!client) {
        refuse('client', 'staffing.clientUnknown');
        continue;
      }
      const fields: Fields = {
        external_id: assignment.external_id,
        user_id: person.id,
        client,
        project: assignment.project,
        role: assignment.role,
        start_date: assignment.start_date,
        end_date: assignment.end_date,
        allocation: assignment.allocation,
        status: assignment.status ?? 'confirmed',
      };
      const before = existing.get(assignment.external_id);
      if (before) {
        for (const field of COMPARED)
          if (!compared.includes(field)) Object.assign(fields, { [field]: before[field] });
      }
      // The line replaces what the tool exported before: that version leaves the person's bookings
      // while this one is checked, and comes back if this one is refused.
      const previous = before && booked.get(before.user_id)?.get(before.id);
      if (before) booked.get(before.user_id)?.delete(before.id);
      const own = booked.get(person.id) ?? new Map<string, Booked>();
      const clash = fields.status === 'confirmed' ? overbookedBy(fields, [...own.values()]) : null;
      if (clash) {
        if (before && previous) booked.get(before.user_id)!.set(before.id, previous);
        refuse('allocation', overbooking(clash));
        continue;
      }
      if (fields.status === 'confirmed') booked.set(person.id, own.set(before?.id ?? `row ${row}`, fields));
      if (!before) {
        result.creates.push(fields);
        result.lines.push({ row, email, action: 'create' });
        continue;
      }
      const changes = compared.filter((column) => before[column] !== fields[column]);
      if (changes.length === 0) result.lines.push({ row, email, action: 'unchanged' });
      else {
        result.updates.push({
          before,
          set: Object.fromEntries(changes.map((column) => [column, fields[column]])),
        });
        result.lines.push({ row, email, action: 'update', changes });
      }
    }
  return result;
}

/**
 * Imports assignments from the resource-planning tool's export, by its external id: a dry run only
 * plans; applying plans again and writes in one transaction (the availability trigger measures the
 * people once per batch), every write audited, so the same file twice changes nothing the second
 * time. People are not notified of imported assignments: the export mirrors the firm's planning,
 * which told them already, and a season's file would bury their bell.
 */
export function importAssignments(
  db: DbOrTx,
  bytes: Buffer,
  apply: boolean,
  actor: string | null,
): Promise<ImportReport> {
  return runImport(db, apply, {
    read: () => readAssignmentsFile(bytes),
    plan,
    create: async (tx, batch) => {
      const created = await tx
        .insert(assignments)
        .values(batch.map((fields) => ({ ...fields, source: 'imported' as const })))
        .returning();
      return created.map((row) => audit?.entry(actor, 'create', null, row));
    },
    update: async (tx, { before, set }) => {
      await tx.update(assignments).set(set).where(eq(assignments.id, before.id));
      return audit?.entry(actor, 'update', before, { ...before, ...set });
    },
  });
}

/** Every line a dry run of the export gives, for the full report; nothing is written. */
export function assignmentsImportLines(db: DbOrTx, bytes: Buffer) {
  return dryRunLines(db, { read: () => readAssignmentsFile(bytes), plan });
}
