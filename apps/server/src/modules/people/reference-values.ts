import { message, REFERENCE_LIST_TYPES, type ReferenceListType } from '@atrium/contract';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/database.ts';
import type { AccessContext } from '../../platform/c13s/define-object.ts';
import { badRequest } from '../../platform/http-errors.ts';
import { tags } from './people.tables.ts';
import { TAG_PLACES } from './tag-places.ts';

type Values = Record<string, unknown>;

/** A field of a reference list in one table: the record's key and the list's type. */
type ReferenceField = { field: string; type: ReferenceListType };

const isReferenceType = (type: string): type is ReferenceListType =>
  REFERENCE_LIST_TYPES.some((reference) => reference === type);

/** The fields of `table` that name values of a reference list, read from TAG_PLACES. */
function referenceFields(table: PgTable): ReferenceField[] {
  const place = TAG_PLACES.find((candidate) => candidate.table === table);
  if (!place) return [];
  const keys = Object.entries(getTableColumns(table));
  return Object.entries(place.columns).flatMap(([type, columns]) =>
    isReferenceType(type)
      ? (columns ?? []).flatMap((column) => {
          const key = keys.find(([, candidate]) => candidate === column.column)?.[0];
          // A JSON object's list (a campaign's target) is checked by its own area, if at all.
          return key && (column.holds === 'scalar' || column.holds === 'array') ? [{ field: key, type }] : [];
        })
      : [],
  );
}

const namesIn = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((name): name is string => typeof name === 'string');

/**
 * Refuses (400, under the field) a write that names a value of a reference list which is no tag
 * of its type yet, unless the caller may add one ('tags create', or 'tag {type}'): others choose
 * from the list, so the firm's clients, markets, business units, lines and hubs do not fill with
 * near-duplicates. Only values the write adds are checked (`before`: the stored row, for an
 * update), so a record keeps a value its list has lost meanwhile. Whatever is accepted becomes a
 * tag in the same transaction, by the tables' triggers (migration 0030).
 */
export async function assertListedValues(
  { tx, can }: Pick<AccessContext, 'can'> & { tx: Tx },
  table: PgTable,
  values: Values,
  before?: Values,
): Promise<void> {
  for (const { field, type } of referenceFields(table)) {
    if (!(field in values) || can('tags', 'create') || can('tag', type)) continue;
    const had = new Set(namesIn(before?.[field]).map((name) => name.toLowerCase()));
    const added = [...new Set(namesIn(values[field]).map((name) => name.toLowerCase()))].filter(
      (name) => name.trim() !== '' && !had.has(name),
    );
    if (added.length === 0) continue;
    const listed = await tx
      .select({ key: sql<string>`lower(${tags.name})` })
      .from(tags)
      .where(and(eq(tags.type, type), inArray(sql`lower(${tags.name})`, added)));
    const known = new Set(listed.map(({ key }) => key));
    const missing = namesIn(values[field]).find(
      (name) => added.includes(name.toLowerCase()) && !known.has(name.toLowerCase()),
    );
    if (missing !== undefined) {
      const said = message('tags.notListed', { name: missing });
      throw badRequest(said, { [field]: said });
    }
  }
}
