import { z } from 'zod';
import { TEXT_SHORT } from './limits.ts';
import { fieldMessageFields, optionalMessageFields } from './api.ts';
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
export const IMPORT_REQUIRED_COLUMNS = ['email', 'first_name', 'last_name'] as const;
/** A firm's whole staff with room to spare; a bigger file is refused before it is read. */
export const IMPORT_BYTES_MAX = 50 * 1024 * 1024;
export const IMPORT_ROWS_MAX = 100_000;

const text = z.string().trim().max(TEXT_SHORT);

/** One line of the file, once read: what it says of a person. */
export const ImportedPerson = z.object({
  email: z.email(IMPORT_MESSAGES.badEmail).trim().toLowerCase().max(254),
  first_name: text.min(1, IMPORT_MESSAGES.nameMissing),
  last_name: text.min(1, IMPORT_MESSAGES.nameMissing),
  job_title: text.nullable(),
  grade: text.nullable(),
  position: text.nullable(),
  business_unit: text.nullable(),
  business_line: text.nullable(),
  hub: text.nullable(),
  market: text.nullable(),
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
  email: z.string(),
  action: z.enum(IMPORT_ACTIONS),
  /** For an update, the columns that change. */
  changes: z.array(z.string()).optional(),
  /** For a refusal, why: column → message. */
  ...fieldMessageFields,
});
export type ImportLine = z.infer<typeof ImportLine>;

/** `POST cv_library/users/import?apply=`: the plan (a dry run) or what was done. */
export const ImportReport = z.object({
  applied: z.boolean(),
  counts: z.object({ create: z.number(), update: z.number(), unchanged: z.number(), refused: z.number() }),
  lines: z.array(ImportLine),
  ...optionalMessageFields,
});
export type ImportReport = z.infer<typeof ImportReport>;

export const ImportQuery = z.object({
  /** `true` writes the plan in one transaction; anything else only shows it. */
  apply: z.enum(['true', 'false']).optional(),
});
