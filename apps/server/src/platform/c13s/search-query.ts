import { FILTER_VALUE_PATTERNS, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@atrium/contract';
import { and, arrayOverlaps, asc, desc, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { badRequest, worded } from '../http-errors.ts';
import type { AccessContext, SearchSpec } from './define-object.ts';

/** Query parameters as Fastify parses them: a repeated parameter becomes an array. */
export type RawQuery = Record<string, string | string[] | undefined>;

const TYPE_EXPECTED = {
  id: 'Expected an id',
  integer: 'Expected a whole number',
  boolean: 'Expected true or false',
  date: 'Expected a day (YYYY-MM-DD)',
  availability: 'Expected a share, a day and months, like 50:2027-03-01:3',
} as const;

const RESERVED = new Set(['q', 'sort', 'page', 'size', 'field']);
const MAX_VALUES = 50;
const MAX_VALUE_LENGTH = 200;

export type ParsedSearch = {
  where: SQL | undefined;
  order: SQL[];
  page: number;
  size: number;
  fields: string[];
};

const values = (raw: string | string[] | undefined): string[] =>
  raw === undefined ? [] : (Array.isArray(raw) ? raw : [raw]).filter((value) => value !== '');

/**
 * Turns `q`, filters, `sort`, `page`, `size` and `field` into SQL pieces, refusing anything the
 * object does not declare with a 400 that names the parameter.
 */
export function parseSearch(
  spec: SearchSpec,
  query: RawQuery,
  rowFilter: SQL | undefined,
  // Required, not optional: a filter's default when absent (people of every status) depends on it.
  ctx: AccessContext,
): ParsedSearch {
  // No prototype: `errors['__proto__'] = …` must record the refusal, not set a prototype.
  const errors: Record<string, string> = Object.create(null) as Record<string, string>;
  const conditions: (SQL | undefined)[] = [rowFilter];
  const asked = new Set<string>();

  for (const [name, raw] of Object.entries(query)) {
    if (RESERVED.has(name)) continue;
    const filter = ownEntry(spec.filters, name);
    if (!filter) {
      errors[name] = 'Unknown filter';
      continue;
    }
    const given = values(raw);
    if (given.length > MAX_VALUES || given.some((value) => value.length > MAX_VALUE_LENGTH)) {
      errors[name] = `At most ${MAX_VALUES} values of ${MAX_VALUE_LENGTH} characters`;
      continue;
    }
    if (given.length === 0) continue;
    asked.add(name);
    const unknown = filter.values && given.find((value) => !filter.values!.includes(value));
    if (unknown !== undefined) {
      errors[name] = `Unknown value ${unknown.slice(0, 50)}`;
      continue;
    }
    const type = filter.type === 'text' ? undefined : filter.type;
    if (type && given.some((value) => !FILTER_VALUE_PATTERNS[type].test(value))) {
      errors[name] = TYPE_EXPECTED[type];
      continue;
    }
    conditions.push(
      filter.kind === 'condition'
        ? filter.where(given)
        : filter.kind === 'array'
          ? arrayOverlaps(filter.column, given)
          : inArray(filter.column, given),
    );
  }

  for (const [name, filter] of Object.entries(spec.filters ?? {})) {
    if (filter.absent && !asked.has(name)) conditions.push(filter.absent(ctx));
  }

  const q = single(query, 'q', errors)?.trim();
  if (q && q.length > MAX_VALUE_LENGTH) errors.q = `At most ${MAX_VALUE_LENGTH} characters`;
  const text = q && spec.text ? spec.text(q, ctx) : undefined;
  if (text) conditions.push(text.where);

  const order = sortOrder(spec, single(query, 'sort', errors), text?.rank, errors);
  const page = integer(single(query, 'page', errors), 1, 1, 10_000, 'page', errors);
  const size = integer(single(query, 'size', errors), PAGE_SIZE_DEFAULT, 1, PAGE_SIZE_MAX, 'size', errors);

  const fields = values(query.field);
  for (const field of fields) {
    const filter = ownEntry(spec.filters, field);
    // A condition is counted per value of its closed list; one without a list cannot be.
    if (!filter || (filter.kind === 'condition' && !filter.values?.length))
      errors.field = `Unknown facet ${field.slice(0, 50)}`;
  }

  if (Object.keys(errors).length > 0) throw badRequest(undefined, worded(errors));
  return { where: and(...conditions), order, page, size, fields };
}

function single(query: RawQuery, name: string, errors: Record<string, string>): string | undefined {
  const raw = query[name];
  if (Array.isArray(raw)) {
    errors[name] = 'Give this parameter once';
    return undefined;
  }
  return raw === '' ? undefined : raw;
}

function integer(
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
  name: string,
  errors: Record<string, string>,
): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    errors[name] = `Expected a whole number from ${min} to ${max}`;
    return fallback;
  }
  return value;
}

/**
 * A declared entry only: `spec.filters['constructor']` would otherwise find Object's own and turn a
 * client's typo into a 500.
 */
function ownEntry<T>(entries: Record<string, T> | undefined, name: string): T | undefined {
  return entries && Object.hasOwn(entries, name) ? entries[name] : undefined;
}

const TEXT_COLUMNS = new Set(['PgText', 'PgVarchar', 'PgChar']);

/**
 * Text sorts the way a reader expects whatever the database's collation: Lefèvre beside Lefebvre and
 * before Leffler, 'de Vries' among the D. The column itself breaks ties, so the order is total.
 */
function sortKeys(column: AnyPgColumn): (AnyPgColumn | SQL)[] {
  if (!TEXT_COLUMNS.has(column.columnType)) return [column];
  return [sql`lower(immutable_unaccent(${column}))`, column];
}

function sortOrder(
  spec: SearchSpec,
  sort: string | undefined,
  rank: SQL | undefined,
  errors: Record<string, string>,
): SQL[] {
  if (sort) {
    const descending = sort.startsWith('-');
    const column = ownEntry(spec.sorts, descending ? sort.slice(1) : sort);
    if (!column) {
      errors.sort = 'Unknown sort';
      return spec.defaultOrder;
    }
    const direction = descending ? desc : asc;
    return [...sortKeys(column).map(direction), ...spec.defaultOrder];
  }
  return rank ? [desc(rank), ...spec.defaultOrder] : spec.defaultOrder;
}
