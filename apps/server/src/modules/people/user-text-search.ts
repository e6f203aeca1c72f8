import { PAGE_SIZE_DEFAULT } from '@atrium/contract';
import { or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../platform/users/users.tables.ts';
import { nameVariants } from './name-variants.ts';
import { tagAliases, tags } from './people.tables.ts';

/** Characters with a meaning in tsquery syntax; a token keeps everything else. */
const TSQUERY_SYNTAX = /[&|!():*<>'\\]/g;

const textMatches = alias(users, 'text_matches');
const lookAlikes = alias(users, 'look_alikes');

/** A page of text matches is enough: look-alike names are then not searched (see userTextSearch). */
const FEW_MATCHES = PAGE_SIZE_DEFAULT;

/**
 * What one word of a people search finds, as a tsquery on the profile document: the word as a
 * prefix, or a variant of it as a first name (Bob → Robert, Kate → Catherine: name-variants.ts),
 * or its English or French stem as a prefix ('developers' → develop…, 'développeuses' →
 * developp…), or the tag it is an alias of ('k8s' → Kubernetes, managed in Tags management).
 * Each extra reading is OR-ed in, or is the word itself again when there is none.
 */
function tokenQuery(token: string): SQL {
  const names = nameVariants(token).map((name) => name.replace(TSQUERY_SYNTAX, ''));
  const literal = [`'${token}':*`, ...names.filter(Boolean).map((name) => `'${name}'`)].join(' | ');
  const word = sql`to_tsquery('simple', lower(immutable_unaccent(${literal})))`;
  const folded = sql`lower(immutable_unaccent(${token}))`;
  const stem = (dictionary: 'english_stem' | 'french_stem') =>
    sql`coalesce(to_tsquery('simple', quote_literal((ts_lexize(${dictionary}, ${folded}))[1]) || ':*'), ${word})`;
  const alias = sql`coalesce((select phraseto_tsquery('simple', lower(immutable_unaccent(${tags.name})))
    from ${tagAliases} join ${tags} on ${tags.id} = ${tagAliases.tag_id}
    where lower(immutable_unaccent(${tagAliases.alias})) = ${folded} limit 1), ${word})`;
  return sql`(${word} || ${stem('english_stem')} || ${stem('french_stem')} || ${alias})`;
}

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
  const query = sql`(${sql.join(tokens.map(tokenQuery), sql` && `)})`;
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
