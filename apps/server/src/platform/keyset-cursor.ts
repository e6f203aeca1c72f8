import { and, eq, lt, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from './http-errors.ts';

/**
 * Keyset paging on (created_at, id), newest first: a page starts strictly after the last row of
 * the previous one, so it costs the same on page 1 and page 1,000, and a row written meanwhile
 * neither repeats nor hides one (OFFSET paging does both). The cursor is opaque to clients.
 */
export type KeysetPosition = { at: Date; id: string };

export function encodeCursor({ at, id }: KeysetPosition): string {
  return Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
}

/** The position a cursor names; 400 for anything a page never gave out. */
export function decodeCursor(cursor: string): KeysetPosition {
  const [iso = '', id = ''] = Buffer.from(cursor, 'base64url').toString().split('|');
  const at = new Date(iso);
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (Number.isNaN(at.getTime()) || !uuid.test(id))
    throw badRequest('invalidInput', { cursor: { msg: 'invalid' } });
  return { at, id };
}

/** Rows after the cursor, newest first: `(created_at, id) < (at, id)`, as the indexes are ordered. */
export function olderThan(
  createdAt: AnyPgColumn,
  id: AnyPgColumn,
  cursor: string | undefined,
): SQL | undefined {
  if (cursor === undefined) return undefined;
  const { at, id: after } = decodeCursor(cursor);
  return or(lt(createdAt, at), and(eq(createdAt, at), lt(id, after)));
}

/** Cuts the `limit + 1` rows read to a page, and the cursor of the next one if there is more. */
export function pageOf<T extends { created_at: Date; id: string }>(rows: T[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items,
    next_cursor: rows.length > limit && last ? encodeCursor({ at: last.created_at, id: last.id }) : null,
  };
}
