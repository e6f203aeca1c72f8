import { sql, type SQL } from 'drizzle-orm';
import { groups } from './groups.tables.ts';

/** `%` and `_` are wildcards of LIKE; searched text means them literally. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Groups search: the text anywhere in the name, code name, description or solutions, without
 * regard to case or accents; names that start with it first. A firm has hundreds of groups, not
 * millions, so a scan is cheaper than keeping a search document.
 */
export function groupTextSearch(q: string): { where: SQL; rank: SQL } {
  const text = likeLiteral(q);
  const document = sql`immutable_unaccent(concat_ws(' ', ${groups.name}, ${groups.code_name}, ${groups.description}, array_to_string(${groups.solutions}, ' ')))`;
  return {
    where: sql`${document} ilike immutable_unaccent(${`%${text}%`})`,
    rank: sql`(immutable_unaccent(${groups.name}) ilike immutable_unaccent(${`${text}%`}))::int`,
  };
}
