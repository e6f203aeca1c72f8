import { setImmediate as nextTurn } from 'node:timers/promises';
import { finished } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import { badRequest } from '../../../platform/http-errors.ts';
import { columnName, STEP_BYTES, type FileRow, type ImportSheet } from './import-sheet.ts';

/** Semicolons when the header line has more of them than commas (a French Excel's CSV). */
function separator(csv: string): ',' | ';' {
  const header = csv.slice(0, csv.search(/\r?\n|$/));
  return header.split(';').length > header.split(',').length ? ';' : ',';
}

/**
 * A CSV file's rows by column, read a step at a time (csv-parse's stream, fed the next step only
 * once the rows of the last one are in) and stopped as soon as it has more than `maxRows` rows:
 * an 8-million-line file costs what its first 100,000 lines cost. Quoted fields may hold
 * separators, quotes and line breaks; a cell with line breaks is still one row. The text must be
 * UTF-8 (its BOM dropped), or a 400 says how to save it.
 */
export async function csvSheet(bytes: Buffer, maxRows: number): Promise<ImportSheet> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decode = (step?: Buffer) => {
    try {
      return decoder.decode(step, { stream: step !== undefined });
    } catch {
      throw badRequest('import.encoding', { file: 'import.encoding' });
    }
  };
  const first = decode(bytes.subarray(0, STEP_BYTES));
  let columns: string[] = [];
  const rows: FileRow[] = [];
  const parser = parse({
    delimiter: separator(first),
    columns: (headers: string[]) => (columns = headers.map(columnName)),
    skip_empty_lines: true,
    trim: true,
    relax_column_count: true,
    max_record_size: 64 * 1024,
  });
  parser.on('data', (cells: Record<string, string>) => rows.push({ row: rows.length + 2, cells }));
  const done = finished(parser);
  const tooMany = () => rows.length > maxRows;
  try {
    parser.write(first);
    // A parse error destroys the parser: `done` then says which.
    for (
      let start = STEP_BYTES;
      start < bytes.length && !tooMany() && !parser.destroyed;
      start += STEP_BYTES
    ) {
      // The last step's rows are in (they come before the next turn) and other requests had theirs.
      await nextTurn();
      parser.write(decode(bytes.subarray(start, start + STEP_BYTES)));
    }
    if (!tooMany()) {
      if (!parser.destroyed) parser.end(decode());
      await done;
    }
  } catch (error) {
    if (error instanceof CsvError) throw badRequest('import.unreadable', { file: 'import.unreadable' });
    throw error;
  } finally {
    parser.destroy();
    done.catch(() => undefined);
  }
  if (tooMany()) throw badRequest('import.tooManyRows', { file: 'import.tooManyRows' });
  return { columns, rows };
}
