import { and, sql, type SQL } from 'drizzle-orm';

const MAX_WORDS = 10;

/** `%`, `_` and `\` mean something in LIKE patterns; a searched word means them literally. */
const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A `SearchSpec.text` over one accent- and case-folded document expression: every word must occur
 * in it (so codes like 'CR-2026-0042' and parts of names match), closest documents first. With a
 * trigram GIN index on the same expression, each LIKE is an index scan.
 */
export function foldedTextSearch(document: SQL): (q: string) => { where: SQL; rank: SQL } {
  return (q) => {
    const words = q.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
    const folded = sql`lower(immutable_unaccent(${q}))`;
    const conditions = words.map(
      (word) => sql`${document} like '%' || lower(immutable_unaccent(${escapeLike(word)})) || '%'`,
    );
    return { where: and(...conditions)!, rank: sql`word_similarity(${folded}, ${document})` };
  };
}
