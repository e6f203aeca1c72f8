import { IMPORT_ROWS_MAX, IMPORT_WORKBOOK_UNPACKED_MAX, type ServerMessageKey } from '@atrium/contract';
import { badRequest } from '../../../platform/http-errors.ts';
import { csvSheet } from './csv-sheet.ts';
import { SHEET_BUDGET } from './sheet-budget.ts';
import type { FileRow, ReadLimits } from './import-sheet.ts';
import { workbookSheet } from './workbook-sheet.ts';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** The bounds of every import: 100,000 rows, a workbook unpacked within 150 MB, SHEET_BUDGET's cells. */
export const IMPORT_LIMITS: ReadLimits = {
  maxRows: IMPORT_ROWS_MAX,
  maxUnpackedBytes: IMPORT_WORKBOOK_UNPACKED_MAX,
  budget: SHEET_BUDGET,
};

/**
 * An import file's rows, each read by `readRow` (its own columns and schema), and the columns the
 * file has among `known`. CSV or an Excel workbook, read a step at a time and refused as soon as it
 * is too big; the header names the columns, in any order; unknown columns are ignored; a file
 * without every `required` column is refused with `missing`. What every import of the firm's files
 * (people, assignments) shares.
 */
export async function readImportRows<Column extends string, Read>(
  bytes: Buffer,
  {
    known,
    required,
    missing,
    limits = IMPORT_LIMITS,
  }: {
    known: readonly Column[];
    required: readonly Column[];
    missing: ServerMessageKey;
    limits?: ReadLimits;
  },
  readRow: (row: FileRow, columns: readonly Column[]) => Read,
): Promise<{ columns: Column[]; rows: Read[] }> {
  const isWorkbook = ZIP_MAGIC.every((byte, index) => bytes[index] === byte);
  const refuse = () => badRequest(missing, { file: missing });
  let columns: Column[] = [];
  const rows: Read[] = [];
  // Each row is read as it comes (the reading yields a step at a time): the file's own rows are
  // never all kept beside what the import reads of them.
  const take = (row: FileRow, header: readonly string[]) => {
    if (rows.length === 0) {
      if (required.some((column) => !header.includes(column))) throw refuse();
      columns = known.filter((column) => header.includes(column));
    }
    rows.push(readRow(row, columns));
  };
  const sheet = isWorkbook ? await workbookSheet(bytes, limits, take) : await csvSheet(bytes, limits, take);
  if (sheet.rows === 0 || required.some((column) => !sheet.columns.includes(column))) throw refuse();
  return { columns, rows };
}
