import {
  IMPORT_CELL_CHARS_MAX,
  IMPORT_CELLS_MAX,
  IMPORT_COLUMNS_MAX,
  IMPORT_TEXT_CHARS_MAX,
  message,
} from '@atrium/contract';
import { HttpError } from '../../../platform/http-errors.ts';

/** What a file may expand to as it is read: by cell, by column, and in all. */
export type BudgetLimits = { cellChars: number; columns: number; cells: number; textChars: number };

export const SHEET_BUDGET: BudgetLimits = {
  cellChars: IMPORT_CELL_CHARS_MAX,
  columns: IMPORT_COLUMNS_MAX,
  cells: IMPORT_CELLS_MAX,
  textChars: IMPORT_TEXT_CHARS_MAX,
};

const refusal = (status: 400 | 413, said: ReturnType<typeof message>) =>
  new HttpError(status, said, { file: said });

/** 'AB' for the zero-based column 27, as a spreadsheet names it. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let left = index + 1; left > 0; left = Math.floor((left - 1) / 26))
    letters = String.fromCharCode(65 + ((left - 1) % 26)) + letters;
  return letters;
}

/**
 * What one file has cost so far, counted as its cells are read (issue 45): what the file shows,
 * not what it weighs. A shared string of a workbook counts each time a cell shows it, so a 3 KB
 * file whose one 1 MB text fills every cell stops at the budget instead of filling the memory
 * (and the report). A cell too long is refused as it grows (400 with its row and column), too
 * many columns (400) as the header is read, too many cells or characters in all (413) as soon
 * as they are.
 */
export class SheetBudget {
  readonly limits: BudgetLimits;
  #cells = 0;
  #chars = 0;

  constructor(limits: BudgetLimits = SHEET_BUDGET) {
    this.limits = limits;
  }

  /** A cell being read has reached `length` characters: refused past the cap, before it grows more. */
  growing(length: number, row: number, column: number): void {
    if (length > this.limits.cellChars)
      throw refusal(
        400,
        message('import.cellTooLong', { row, column: columnLetters(column), max: this.limits.cellChars }),
      );
  }

  /** A text of the workbook's shared strings has reached `length` characters. */
  sharedGrowing(length: number): void {
    if (length > this.limits.cellChars)
      throw refusal(400, message('import.sharedTextTooLong', { max: this.limits.cellChars }));
  }

  /** The header names `count` columns. */
  columns(count: number): void {
    if (count > this.limits.columns)
      throw refusal(400, message('import.tooManyColumns', { max: this.limits.columns }));
  }

  /** A cell (or a shared string kept for later) of `length` characters, counted in the totals. */
  cell(length: number, row: number, column: number): void {
    this.growing(length, row, column);
    this.#count(length);
  }

  /** A shared string, kept for the cells that show it: it counts once here, then once per cell. */
  shared(length: number): void {
    this.sharedGrowing(length);
    this.#count(length);
  }

  #count(length: number): void {
    this.#cells += 1;
    this.#chars += length;
    if (this.#cells > this.limits.cells)
      throw refusal(413, message('import.tooManyCells', { max: this.limits.cells }));
    if (this.#chars > this.limits.textChars)
      throw refusal(413, message('import.textTooLarge', { max: this.limits.textChars }));
  }
}
