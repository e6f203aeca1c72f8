/** A row of the file by column, numbered as a spreadsheet does (the header is row 1). */
export type FileRow = { row: number; cells: Record<string, string> };

/**
 * Takes each row of a file as it is read (the header's columns beside it), so a row becomes what
 * the import reads of it at once, never kept as the file has it too. It may refuse the file by
 * throwing (an HttpError), which stops the reading.
 */
export type RowTaker = (row: FileRow, columns: readonly string[]) => void;

/** An import file once read: the columns its header names, and how many rows it has. */
export type ImportSheet = { columns: string[]; rows: number };

import type { BudgetLimits } from './sheet-budget.ts';

/** How far reading goes before it stops and refuses the file (the budget: SHEET_BUDGET by default). */
export type ReadLimits = { maxRows: number; maxUnpackedBytes: number; budget?: BudgetLimits };

/** A header as the file writes it ('First name', 'first-name') → the column it names. */
export const columnName = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * Each read step works on at most this much and then lets other requests in (`setImmediate`):
 * a few milliseconds of parsing (16 KB of 6-byte CSV lines is 2,700 rows), so a file of any size
 * never holds the event loop for long.
 */
export const STEP_BYTES = 16 * 1024;
