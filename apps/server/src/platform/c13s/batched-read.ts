import { sql, type SQL } from 'drizzle-orm';
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
 * until the export ends: there each batch is its own query (OFFSET), so requests interleave. A row
 * written meanwhile may shift a batch; in the embedded "try it" engine that is acceptable.
 */
export async function readInBatches(
  db: Db,
  read: BatchedRead,
  onBatch: (rows: AnyRow[]) => Promise<void>,
): Promise<void> {
  const query = () =>
    db
      .select(read.columns)
      .from(read.table)
      .where(read.where)
      .orderBy(...read.order);
  if ('$client' in db && db.$client instanceof pg.Pool) {
    await db.transaction(
      async (tx) => {
        await tx.execute(sql`declare export_rows no scroll cursor for ${query()}`);
        for (;;) {
          const fetched = (await tx.execute(
            sql`fetch forward ${sql.raw(String(BATCH_ROWS))} from export_rows`,
          )) as unknown as { rows: AnyRow[] };
          if (fetched.rows.length === 0) return;
          await onBatch(fetched.rows.map((row) => fromDriver(row, read.columns)));
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    return;
  }
  for (let offset = 0; ; offset += BATCH_ROWS) {
    const rows = await query().limit(BATCH_ROWS).offset(offset);
    if (rows.length > 0) await onBatch(rows);
    if (rows.length < BATCH_ROWS) return;
  }
}

/** A cursor's raw row as Drizzle maps a select's: by property name, each value through its column. */
function fromDriver(raw: AnyRow, columns: Record<string, AnyPgColumn>): AnyRow {
  return Object.fromEntries(
    Object.entries(columns).map(([key, column]) => {
      const value = raw[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  );
}
