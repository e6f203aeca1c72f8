import {
  IMPORT_ACTIONS,
  IMPORT_EXCERPT_CHARS,
  IMPORT_REPORT_LINES_MAX,
  type ImportAction,
  type ImportLine,
} from '@atrium/contract';
import { inImportBatches } from './import-batches.ts';

/** A cell as a report quotes it: its first IMPORT_EXCERPT_CHARS characters, then '…'. */
export const excerpt = (text: string): string =>
  text.length > IMPORT_EXCERPT_CHARS ? `${text.slice(0, IMPORT_EXCERPT_CHARS)}…` : text;

/** The refused cells of a row, each quoted as a report quotes it. */
export const refusedValues = (columns: readonly string[], cell: (column: string) => string) =>
  Object.fromEntries(columns.map((column) => [column, excerpt(cell(column))]));

/**
 * What an import answers of its lines: how many of each action, and at most
 * IMPORT_REPORT_LINES_MAX of each (in the file's order), `truncated` when some are left out (the
 * full report is a download). A 100,000-row file answers a few hundred lines, counted a batch at
 * a time: neither the count nor the answer's serialising holds the event loop.
 */
export async function reportLines(lines: readonly ImportLine[]) {
  const counts = Object.fromEntries(IMPORT_ACTIONS.map((action) => [action, 0])) as Record<
    ImportAction,
    number
  >;
  const shown: ImportLine[] = [];
  for await (const batch of inImportBatches(lines)) {
    for (const line of batch) {
      counts[line.action] += 1;
      if (counts[line.action] <= IMPORT_REPORT_LINES_MAX) shown.push(line);
    }
  }
  const truncated = IMPORT_ACTIONS.some((action) => counts[action] > IMPORT_REPORT_LINES_MAX);
  return { counts, lines: shown, ...(truncated && { truncated }) };
}
