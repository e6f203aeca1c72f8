import type { TagType } from '@atrium/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/database.ts';
import { TAG_PLACES, type TagColumn } from './tag-places.ts';

/**
 * The statement that renames `from` to `to` in one column of every row naming it (whatever the
 * case). A list keeps its order and holds the name once: where the row already had `to` (a
 * merge), the two become one at the first one's place. An object's keys follow its list; on a
 * clash the value kept is the one under `to` (a mentor's level in the target skill).
 */
function rewriteStatement(table: PgTable, tagColumn: TagColumn, from: string, to: string): SQL {
  const { column, holds } = tagColumn;
  const target = sql.identifier(column.name);
  const fromKey = from.toLowerCase();
  const toKey = to.toLowerCase();
  if (holds === 'scalar')
    return sql`update ${table} set ${target} = ${to} where lower(${column}) = ${fromKey}`;
  if (holds === 'keys')
    return sql`update ${table} set ${target} = (
        select jsonb_object_agg(
          case when lower(e.k) in (${fromKey}, ${toKey}) then ${to}::text else e.k end, e.v
          order by lower(e.k) = ${fromKey} desc)
        from jsonb_each(${column}) as e(k, v))
      where exists (select 1 from jsonb_object_keys(${column}) as x(k) where lower(x.k) = ${fromKey})`;
  // A list, as an array column or under one key of a JSON object: the names, in order, rewritten.
  const names =
    holds === 'json list'
      ? sql`jsonb_array_elements_text(${column} -> ${tagColumn.key}::text)`
      : sql`unnest(${column})`;
  const rewritten = sql`(
      select array_agg(d.name order by d.first) from (
        select min(r.name) as name, min(r.o) as first from (
          select case when lower(u.name) in (${fromKey}, ${toKey}) then ${to}::text else u.name end as name,
            case when lower(u.name) in (${fromKey}, ${toKey}) then null else u.o end as slot, u.o
          from ${names} with ordinality as u(name, o)) as r
        group by r.slot) as d)`;
  const value =
    holds === 'json list'
      ? sql`jsonb_set(${column}, array[${tagColumn.key}::text], to_jsonb(${rewritten}))`
      : rewritten;
  return sql`update ${table} set ${target} = ${value}
    where exists (select 1 from ${names} as x(name) where lower(x.name) = ${fromKey})`;
}

/**
 * Rewrites every use of the tag named `from` of `type` as `to`, in every place that holds tag
 * names, inside the caller's transaction: a rename (to its new name) or a merge (to the target's).
 * The tag list itself is the caller's: the profiles' trigger adds names they newly hold, so `to`
 * must already be a tag when this runs, or the trigger would add it a second time.
 */
export async function rewriteTagUses(tx: Tx, type: TagType, from: string, to: string): Promise<void> {
  for (const { table, columns } of TAG_PLACES) {
    for (const column of columns[type] ?? []) await tx.execute(rewriteStatement(table, column, from, to));
  }
}
