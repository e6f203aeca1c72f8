import { TAG_USE_PLACES, type TagType, type TagUsage, type TagUsePlace } from '@atrium/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/database.ts';
import { TAG_PLACES } from './tag-places.ts';

export type TagRef = { id: string; type: TagType; name: string };

/** Where a count belongs: a place, a type and a name whatever its case. */
const countKey = (place: string, type: string, name: string) =>
  [place, type, name.toLowerCase()].join('\u0000');

/** One `select place, type, key, row_id` per column holding the wanted names. */
function usesOf(keysByType: Map<TagType, string[]>): SQL[] {
  return TAG_PLACES.flatMap(({ place, table, columns }) =>
    [...keysByType].flatMap(([type, keys]) =>
      (columns[type] ?? []).flatMap((tagColumn) => {
        const { column, holds } = tagColumn;
        const head = sql`select ${place}::text as place, ${type}::text as type`;
        if (holds === 'array')
          return sql`${head}, lower(v.name) as key, ${table.id} as row_id
            from ${table}, unnest(${column}) as v(name) where lower(v.name) in ${keys}`;
        if (holds === 'json list')
          return sql`${head}, lower(v.name) as key, ${table.id} as row_id
            from ${table}, jsonb_array_elements_text(${column} -> ${tagColumn.key}::text) as v(name)
            where lower(v.name) in ${keys}`;
        if (holds === 'scalar')
          return sql`${head}, lower(${column}) as key, ${table.id} as row_id
            from ${table} where lower(${column}) in ${keys}`;
        return []; // object keys repeat the same row's list
      }),
    ),
  );
}

/**
 * How many records of each place use each tag, in one grouped query for the whole page: a record
 * counts once per tag however many of its columns name it (a skill also mentored).
 */
export async function tagUsage(db: DbOrTx, tags: readonly TagRef[]): Promise<TagUsage[]> {
  if (tags.length === 0) return [];
  const keysByType = new Map<TagType, string[]>();
  for (const { type, name } of tags)
    keysByType.set(type, [...(keysByType.get(type) ?? []), name.toLowerCase()]);
  const uses = usesOf(keysByType);
  const rows =
    uses.length === 0
      ? []
      : await queryRows<{ place: TagUsePlace; type: string; key: string; n: number }>(
          db,
          sql`select place, type, key, count(distinct row_id)::int as n
            from (${sql.join(uses, sql` union all `)}) as uses
            group by place, type, key`,
        );
  const counts = new Map(rows.map(({ place, type, key, n }) => [countKey(place, type, key), n]));
  return tags.map(({ id, type, name }) => {
    const places = Object.fromEntries(
      TAG_USE_PLACES.map((place) => [place, counts.get(countKey(place, type, name)) ?? 0]),
    ) as Record<TagUsePlace, number>;
    return { id, total: Object.values(places).reduce((sum, n) => sum + n, 0), places };
  });
}

/** The number of records using one tag: what a merge moves and what keeps a tag from being deleted. */
export async function usesOfTag(db: DbOrTx, tag: TagRef): Promise<number> {
  const [usage] = await tagUsage(db, [tag]);
  return usage?.total ?? 0;
}
