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
