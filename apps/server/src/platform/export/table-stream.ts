import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { stringify } from 'csv-stringify';
import {
  columnWidth,
  loadExcel,
  neutralised,
  sheetName,
  type Cell,
  type TableFormat,
} from './table-export.ts';

/**
 * A table sent as it is read: the reply streams `body` while rows are written a batch at a time.
 * `write` resolves once the batch is taken and the client has caught up, so a slow client slows
 * the reading instead of filling memory; it rejects once the client has gone.
 */
export type TableStream = {
  body: Readable;
  write: (rows: readonly (readonly Cell[])[]) => Promise<void>;
  end: () => Promise<void>;
};

/** Waits until `stream` wants more; refuses once it is closed (the client went away). */
async function caughtUp(stream: Writable): Promise<void> {
  if (stream.destroyed) throw new Error('The export was closed');
  if (!stream.writableNeedDrain) return;
  const stop = new AbortController();
  try {
    await Promise.race([
      once(stream, 'drain', { signal: stop.signal }),
      once(stream, 'close', { signal: stop.signal }).then(() => {
        throw new Error('The export was closed');
      }),
    ]);
  } finally {
    stop.abort();
  }
}

/** RFC 4180 with CRLF and a BOM (Excel then reads UTF-8 as UTF-8), as `tableToCsv` writes it. */
function csvStream(headers: readonly string[]): TableStream {
  // Semicolons are quoted too: a French Excel splits on them.
  const csv = stringify({ bom: true, record_delimiter: 'windows', quoted_match: /[;\r\n]/ });
  csv.write(headers);
  return {
    body: csv,
    write: async (rows) => {
      for (const row of rows) csv.write(row.map(neutralised));
      await caughtUp(csv);
    },
    end: async () => {
      csv.end();
    },
  };
}

/** exceljs's streaming writer: each row is committed (and forgotten) as soon as it is added. */
async function xlsxStream(sheet: string, headers: readonly string[]): Promise<TableStream> {
  const ExcelJS = await loadExcel();
  const body = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: body,
    useStyles: true,
    // Shared strings would keep every distinct text in memory until the end.
    useSharedStrings: false,
  });
  const worksheet = workbook.addWorksheet(sheetName(sheet), { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = headers.map((header) => ({ width: columnWidth(header) }));
  const heading = worksheet.addRow([...headers]);
  heading.font = { bold: true };
  heading.commit();
  return {
    body,
    write: async (rows) => {
      for (const row of rows) worksheet.addRow(row.map(neutralised)).commit();
      // The zip is written asynchronously: let it take the rows before measuring the backlog.
      await nextTurn();
      await caughtUp(body);
    },
    end: async () => {
      worksheet.commit();
      await workbook.commit();
    },
  };
}

export async function tableStream(
  format: TableFormat,
  sheet: string,
  headers: readonly string[],
): Promise<TableStream> {
  return format === 'csv' ? csvStream(headers) : await xlsxStream(sheet, headers);
}
