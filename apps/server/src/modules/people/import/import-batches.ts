import { setImmediate as nextTurn } from 'node:timers/promises';

/** Rows per read step (then other requests get a turn), per INSERT and per lookup: far under PostgreSQL's 65,535 bound parameters. */
export const IMPORT_BATCH = 1000;

/**
 * `items` IMPORT_BATCH at a time, other requests getting their turn before each batch: a loop over
 * a 100,000-row file never holds the event loop for more than one batch's work.
 */
export async function* inImportBatches<T>(items: readonly T[]): AsyncGenerator<readonly T[]> {
  for (let start = 0; start < items.length; start += IMPORT_BATCH) {
    await nextTurn();
    yield items.slice(start, start + IMPORT_BATCH);
  }
}
