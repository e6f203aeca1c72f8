import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from '../../db/database.ts';
import type { ObjectTable } from './define-object.ts';

/** Rows per batch: few enough to keep memory flat, enough that a round trip is not the cost. */
export const BATCH_ROWS = 1000;

type AnyRow = Record<string, unknown>;

export type BatchedRead = {
  table: ObjectTable;
  columns: Record<string, AnyPgColumn>;
  where: SQL | undefined;
  /** A total order (every object's ends with its id), so batches neither skip nor repeat a row. */
  order: SQL[];
};

/**
 * Reads every row of a query a batch at a time, handing each batch to `onBatch` (which may wait for
 * a slow client) before the next is read, so memory holds one batch whatever the total.
 *
 * PostgreSQL: one query through a server-side cursor, in a read-only repeatable-read transaction:
 * one consistent snapshot, the sort done once, and no growing OFFSET to skip. It holds one pool
 * connection while the export runs.
 *
 * PGlite has one connection for the whole app, and a transaction would hold every other request
 * until the export ends: there the ids come first, in order (one sort, a few MB for 100,000 rows),
 * then each batch of rows by id is its own query, so requests interleave. OFFSET batches were
 * measured at 70 s for 100,000 people, each batch sorting again what it skips. A row deleted
 * meanwhile is left out, one no longer matching the filters too.
 */
export async function readInBatches(
  db: Db,
  read: BatchedRead,
  onBatch: (rows: AnyRow[]) => Promise<void>,
): Promise<void> {
  if ('$client' in db && db.$client instanceof pg.Pool) {
    const query = db
      .select(read.columns)
      .from(read.table)
      .where(read.where)
      .orderBy(...read.order);
    await db.transaction(
      async (tx) => {
        await tx.execute(sql`declare export_rows no scroll cursor for ${query}`);
        const mapped = Object.entries(read.columns);
        for (;;) {
          const fetched = (await tx.execute(
            sql`fetch forward ${sql.raw(String(BATCH_ROWS))} from export_rows`,
          )) as unknown as { rows: AnyRow[] };
          if (fetched.rows.length === 0) return;
          await onBatch(fetched.rows.map((row) => fromDriver(row, mapped)));
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    return;
  }
  const ordered = await db
    .select({ id: read.table.id })
    .from(read.table)
    .where(read.where)
    .orderBy(...read.order);
  for (let start = 0; start < ordered.length; start += BATCH_ROWS) {
    const ids = ordered.slice(start, start + BATCH_ROWS).map(({ id }) => id as string);
    const rows: AnyRow[] = await db
      .select(read.columns)
      .from(read.table)
      .where(and(inArray(read.table.id, ids), read.where));
    const byId = new Map(rows.map((row) => [row.id, row]));
    await onBatch(ids.map((id) => byId.get(id)).filter((row) => row !== undefined));
  }
}

/** A cursor's raw row as Drizzle maps a select's: by property name, each value through its column. */
function fromDriver(raw: AnyRow, columns: readonly [string, AnyPgColumn][]): AnyRow {
  const row: AnyRow = {};
  for (const [key, column] of columns) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row;
}
