import { PAGE_SIZE_DEFAULT } from '@atrium/contract';
import { or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../platform/users/users.tables.ts';

/** Characters with a meaning in tsquery syntax; a token keeps everything else. */
const TSQUERY_SYNTAX = /[&|!():*<>'\\]/g;

const textMatches = alias(users, 'text_matches');
const lookAlikes = alias(users, 'look_alikes');

/** A page of text matches is enough: look-alike names are then not searched (see userTextSearch). */
const FEW_MATCHES = PAGE_SIZE_DEFAULT;

/**
 * People search: every word as a prefix in the profile document (names, title, skills,
 * certificates, organisation), or, when that finds fewer than a page of people firm-wide, names
 * close to the whole text, so a one-letter typo ('Dubios') still finds the person. Accents never
 * matter ('Helene' finds 'Hélène'). Exact names rank first, then text matches, then look-alikes.
 */
export function userTextSearch(q: string): { where: SQL; rank: SQL } {
  const folded = sql`lower(immutable_unaccent(${q}))`;
  const tokens = q
    .split(/\s+/)
    .map((token) => token.replace(TSQUERY_SYNTAX, ''))
    .filter((token) => token.length > 0)
    .slice(0, 10);
  if (tokens.length === 0) {
    return {
      where: sql`${folded} <% ${users.search_name}`,
      rank: sql`word_similarity(${folded}, ${users.search_name})`,
    };
  }
  const query = sql`to_tsquery('simple', lower(immutable_unaccent(${tokens.map((t) => `'${t}':*`).join(' & ')})))`;
  const matches = sql`${users.search_vector} @@ ${query}`;
  // The trigram index scan for look-alikes costs more than the whole full-text search (15 ms of
  // 20 on PGlite at 10,000 people), so it runs only when the text finds too few people: both
  // sub-selects are evaluated once, and a false gate skips the trigram scan altogether.
  const fewMatches = sql`(select count(*) < ${FEW_MATCHES} from (select 1 from ${users} ${textMatches}
    where ${textMatches.search_vector} @@ ${query} limit ${FEW_MATCHES}) few)`;
  const lookAlike = sql`${users.id} = any(array(select ${lookAlikes.id} from ${users} ${lookAlikes}
    where ${fewMatches} and ${folded} <% ${lookAlikes.search_name}))`;
  // Name similarity is computed only for look-alikes: on a broad query (a skill thousands of
  // people list) it took a quarter of the search time (bench/README.md, people).
  return {
    where: or(matches, lookAlike)!,
    rank: sql`(case when ${users.search_name} = ${folded} then 2 else 0 end)
      + (case when ${matches} then 1 + ts_rank(${users.search_vector}, ${query})
         else word_similarity(${folded}, ${users.search_name}) end)`,
  };
}
