import { or, sql, type SQL } from 'drizzle-orm';
import { users } from '../../platform/users/users.tables.ts';

/** Characters with a meaning in tsquery syntax; a token keeps everything else. */
const TSQUERY_SYNTAX = /[&|!():*<>'\\]/g;

/**
 * People search: every word as a prefix in the profile document (names, title, skills,
 * certificates, organisation), or the whole text close to a name, so 'Helene' finds 'Hélène'
 * and a one-letter typo still finds the person. Exact names rank first.
 */
export function userTextSearch(q: string): { where: SQL; rank: SQL } {
  const folded = sql`lower(immutable_unaccent(${q}))`;
  const tokens = q
    .split(/\s+/)
    .map((token) => token.replace(TSQUERY_SYNTAX, ''))
    .filter((token) => token.length > 0)
    .slice(0, 10);
  const name = sql`${folded} <% ${users.search_name}`;
  if (tokens.length === 0) {
    return { where: name, rank: sql`word_similarity(${folded}, ${users.search_name})` };
  }
  const query = sql`to_tsquery('simple', lower(immutable_unaccent(${tokens.map((t) => `'${t}':*`).join(' & ')})))`;
  return {
    where: or(sql`${users.search_vector} @@ ${query}`, name)!,
    rank: sql`(case when ${users.search_name} = ${folded} then 2 else 0 end)
      + word_similarity(${folded}, ${users.search_name})
      + ts_rank(${users.search_vector}, ${query})`,
  };
}
