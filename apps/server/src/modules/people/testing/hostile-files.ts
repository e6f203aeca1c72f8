import {
  ASSIGNMENT_IMPORT_COLUMNS,
  IMPORT_COLUMNS,
  IMPORT_TEXT_CHARS_MAX,
  IMPORT_CELL_CHARS_MAX,
  IMPORT_COLUMNS_MAX,
} from '@atrium/contract';
import { sharedCell, workbookOf } from './workbook-file.ts';

/**
 * Issue 45's amplification: a workbook of about 3 KB whose one shared string (`length`
 * characters, ~1 MB) is shown by every cell of `rows` rows under `header`: a few bytes that read
 * as hundreds of megabytes of cells.
 */
export function sharedStringBomb(header: string[], rows = 20, length = 1_000_000): Promise<Buffer> {
  return workbookOf(header, {
    body: `<row>${header.map(() => sharedCell(0)).join('')}</row>`,
    times: rows,
    shared: ['x'.repeat(length)],
  });
}

/** A workbook of `rows` rows under `header`, each cell `cell` (inline): long cells. */
export function longCellWorkbook(header: string[], cell: string, rows = 5): Promise<Buffer> {
  return workbookOf(header, {
    body: `<row>${header.map(() => `<c t="inlineStr"><is><t>${cell}</t></is></c>`).join('')}</row>`,
    times: rows,
  });
}

/** A workbook whose header has `columns` columns (the known ones first), then `rows` short rows. */
export function wideWorkbook(known: string[], columns: number, rows = 3): Promise<Buffer> {
  const header = [...known, ...Array.from({ length: columns - known.length }, (_, n) => `extra_${n}`)];
  return workbookOf(header, {
    body: `<row>${header.map(() => '<c t="inlineStr"><is><t>a</t></is></c>').join('')}</row>`,
    times: rows,
  });
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The hostile files of issue 45 for an import (its columns): each must be refused with a short
 * 4xx, whatever the route does with it (a dry run, an import, the full report).
 */
export async function hostileImportFiles(kind: 'people' | 'assignments') {
  const header: string[] = kind === 'people' ? [...IMPORT_COLUMNS] : [...ASSIGNMENT_IMPORT_COLUMNS];
  const long = 'y'.repeat(IMPORT_CELL_CHARS_MAX + 1);
  return [
    { name: 'shared-1mb.xlsx', type: XLSX, bytes: await sharedStringBomb(header) },
    {
      name: 'shared-amplified.xlsx',
      type: XLSX,
      bytes: await sharedStringBomb(
        header,
        Math.ceil(IMPORT_TEXT_CHARS_MAX / 9_000 / header.length) + 1,
        9_000,
      ),
    },
    { name: 'long-cells.xlsx', type: XLSX, bytes: await longCellWorkbook(header, long) },
    { name: 'many-columns.xlsx', type: XLSX, bytes: await wideWorkbook(header, IMPORT_COLUMNS_MAX + 1) },
    { name: 'long-cell.csv', type: 'text/csv', bytes: Buffer.from(`${header.join(',')}\n${long}\n`) },
    {
      name: 'many-columns.csv',
      type: 'text/csv',
      bytes: Buffer.from(
        `${[...header, ...Array.from({ length: IMPORT_COLUMNS_MAX }, (_, n) => `c${n}`)].join(',')}\nx\n`,
      ),
    },
    {
      name: 'record-over-64kb.csv',
      type: 'text/csv',
      bytes: Buffer.from(`${header.join(',')}\n${'d'.repeat(200_000)}`),
    },
  ];
}
