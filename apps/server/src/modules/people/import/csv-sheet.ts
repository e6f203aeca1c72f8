import { setImmediate as nextTurn } from 'node:timers/promises';
import { finished } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import { badRequest } from '../../../platform/http-errors.ts';
import { columnName, STEP_BYTES, type ImportSheet, type ReadLimits, type RowTaker } from './import-sheet.ts';
import { SheetBudget } from './sheet-budget.ts';

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
 * UTF-8 (its BOM dropped), or a 400 says how to save it. Each cell is counted in the file's budget
 * (SheetBudget: too long a cell, too many columns, cells or characters stop the reading), then
 * handed to `take` as it is read.
 */
export async function csvSheet(
  bytes: Buffer,
  { maxRows, budget: limits }: ReadLimits,
  take: RowTaker,
): Promise<ImportSheet> {
  const budget = new SheetBudget(limits);
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
  let rows = 0;
  // What the budget refused, in one of the parser's callbacks: it stops the parser, then is thrown.
  let refused: unknown;
  const counted = (count: () => void) => {
    try {
      count();
    } catch (error) {
      refused ??= error;
      parser.destroy();
    }
  };
  const parser = parse({
    delimiter: separator(first),
    columns: (headers: string[]) => {
      counted(() => budget.columns(headers.length));
      return (columns = headers.map(columnName));
    },
    skip_empty_lines: true,
    trim: true,
    relax_column_count: true,
    max_record_size: 64 * 1024,
  });
  parser.on('data', (cells: Record<string, string>) => {
    const row = rows + 2;
    rows += 1;
    counted(() => {
      Object.values(cells).forEach((cell, column) => budget.cell(cell.length, row, column));
      if (rows <= maxRows) take({ row, cells }, columns);
    });
  });
  const done = finished(parser);
  // Handled at once: a record over max_record_size rejects it while a step is still waiting its
  // turn, and a rejection left unhandled until then ends the process (issue 45).
  done.catch(() => undefined);
  const tooMany = () => rows > maxRows;
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
    if (!tooMany() && !refused) {
      if (!parser.destroyed) parser.end(decode());
      await done;
    }
  } catch (error) {
    if (refused) throw refused;
    if (error instanceof CsvError) throw badRequest('import.unreadable', { file: 'import.unreadable' });
    throw error;
  } finally {
    parser.destroy();
  }
  if (refused) throw refused;
  if (tooMany()) throw badRequest('import.tooManyRows', { file: 'import.tooManyRows' });
  return { columns, rows };
}
