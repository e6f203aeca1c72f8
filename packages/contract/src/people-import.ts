import { z } from 'zod';
import { TEXT_SHORT } from './limits.ts';
import { UNSTORABLE_TEXT } from './storable-text.ts';
import { fieldMessageFields, optionalMessageFields } from './api.ts';
import { EXPORT_FORMATS, EXPORT_LANGUAGES } from './define-object.ts';
import { IMPORT_MESSAGES } from './server-messages.ts';
import { USER_MANAGED_FIELDS } from './users.ts';

/**
 * The columns an import file may have, by their header (case and spaces do not matter): the
 * email that identifies the person, what HR manages of them, and the job title.
 */
export const IMPORT_COLUMNS = [
  'email',
  'job_title',
  ...USER_MANAGED_FIELDS.filter(
    (field): field is Exclude<typeof field, 'employment_type'> => field !== 'employment_type',
  ),
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
/**
 * Only the email is needed in every file: a column the file does not have is left as it is for
 * the people it names (a new person still needs both names, IMPORT_NEW_PERSON_COLUMNS).
 */
export const IMPORT_REQUIRED_COLUMNS = ['email'] as const;
export const IMPORT_NEW_PERSON_COLUMNS = ['first_name', 'last_name'] as const;
/** A firm's whole staff with room to spare; a bigger file is refused before it is read. */
export const IMPORT_BYTES_MAX = 50 * 1024 * 1024;
export const IMPORT_ROWS_MAX = 100_000;
/**
 * What a workbook may unpack to, counted while it unpacks: 100,000 rows of every column take about
 * 60 MB of sheet XML; a zip bomb (a few hundred KB that unpack to gigabytes) is stopped here.
 */
export const IMPORT_WORKBOOK_UNPACKED_MAX = 150 * 1024 * 1024;

/*
 * What a file may expand to, counted as it is read (issue 45): a few bytes of workbook can show one
 * long shared string in every cell, so unpacked bytes alone do not bound what reading costs.
 */
/** A cell's characters, at most (a job title is far shorter; Excel's own cap is 32,767). */
export const IMPORT_CELL_CHARS_MAX = 10_000;
/** Columns of the header, at most. */
export const IMPORT_COLUMNS_MAX = 1_000;
/** Cells of the whole file (shared strings included), at most. */
export const IMPORT_CELLS_MAX = 10_000_000;
/** Characters of every cell together, as the file shows them (a shared string counts each time). */
export const IMPORT_TEXT_CHARS_MAX = 50_000_000;
/** Lines of each action a report lists (refused first); its counts say how many there are in all. */
export const IMPORT_REPORT_LINES_MAX = 200;
/** A refused cell, as a report quotes it: its first characters, then '…'. */
export const IMPORT_EXCERPT_CHARS = 80;

/** A cell as the database takes it: the dry run refuses what the import could not write. */
const text = z
  .string()
  .trim()
  .max(TEXT_SHORT)
  .refine((value) => !UNSTORABLE_TEXT.test(value), { params: { code: 'characterNotAllowed' } });

/**
 * One line of the file, once read: what it says of a person. A column the file does not have is
 * absent (left as it is); an empty cell is null (cleared), except a name, which cannot be cleared.
 */
export const ImportedPerson = z.object({
  email: z.email(IMPORT_MESSAGES.badEmail).trim().toLowerCase().max(254),
  first_name: text.min(1, IMPORT_MESSAGES.nameMissing).optional(),
  last_name: text.min(1, IMPORT_MESSAGES.nameMissing).optional(),
  job_title: text.nullable().optional(),
  grade: text.nullable().optional(),
  position: text.nullable().optional(),
  business_unit: text.nullable().optional(),
  business_line: text.nullable().optional(),
  hub: text.nullable().optional(),
  market: text.nullable().optional(),
});
export type ImportedPerson = z.infer<typeof ImportedPerson>;

export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'refused'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/**
 * What the import does, or would do, with one person of the file. `row` numbers them as a
 * spreadsheet does: the header is row 1, the first person row 2, a cell with line breaks one row.
 */
export const ImportLine = z.object({
  row: z.number(),
  /** The person's email; for a refused row, the email cell as the file has it. */
  email: z.string(),
  action: z.enum(IMPORT_ACTIONS),
  /** For an update, the columns that change, and among them those it empties. */
  changes: z.array(z.string()).optional(),
  cleared: z.array(z.string()).optional(),
  /** For a refusal, why: column → message, and the cell it refuses as the file has it. */
  ...fieldMessageFields,
  values: z.record(z.string(), z.string()).optional(),
});
export type ImportLine = z.infer<typeof ImportLine>;

/** `POST cv_library/users/import?apply=`: the plan (a dry run) or what was done. */
export const ImportReport = z.object({
  applied: z.boolean(),
  counts: z.object({ create: z.number(), update: z.number(), unchanged: z.number(), refused: z.number() }),
  /** At most IMPORT_REPORT_LINES_MAX lines of each action; `counts` are the totals. */
  lines: z.array(ImportLine),
  /** Some lines are left out: the full report is `POST …/import/report` with the same file. */
  truncated: z.boolean().optional(),
  ...optionalMessageFields,
});
export type ImportReport = z.infer<typeof ImportReport>;

/** `POST …/import/report?format=&lang=`: every line of the dry run, as a file in that language. */
export const ImportReportQuery = z.object({
  format: z.enum(EXPORT_FORMATS).default('csv'),
  lang: z.enum(EXPORT_LANGUAGES).default('en'),
});

export const ImportQuery = z.object({
  /** `true` writes the plan in one transaction; anything else only shows it. */
  apply: z.enum(['true', 'false']).optional(),
});
