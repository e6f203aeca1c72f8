import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, textArray } from '../../db/columns.ts';

/**
 * What `q` searches, folded for accents and case: markets and tags are found through their facets.
 * Queries use this very expression, so the trigram index below serves them.
 */
export const solutionSearchText = (t: {
  name: AnyPgColumn;
  summary: AnyPgColumn;
  scope: AnyPgColumn;
  description: AnyPgColumn;
}) =>
  sql`lower(immutable_unaccent(${t.name} || ' ' || ${t.summary} || ' ' || coalesce(${t.scope}, '') || ' ' || coalesce(${t.description}, '')))`;

/**
 * The solutions catalogue (`cv_library/solutions`). Owners are kept as an id array because the
 * generic search filters and counts facets on the object's own columns; writes check every id.
 */
export const solutions = pgTable(
  'solutions',
  {
    id: id(),
    name: text('name').notNull(),
    summary: text('summary').notNull(),
    description: text('description'),
    owner_ids: uuid('owner_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    scope: text('scope'),
    markets: textArray('markets'),
    tags: textArray('tags'),
    drive_url: text('drive_url'),
    deck_url: text('deck_url'),
    pitch_mail_url: text('pitch_mail_url'),
    top: boolean('top').notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('solutions_owner_ids_idx').using('gin', t.owner_ids),
    index('solutions_markets_idx').using('gin', t.markets),
    index('solutions_tags_idx').using('gin', t.tags),
    index('solutions_top_idx').on(t.top),
    index('solutions_name_idx').on(t.name),
    index('solutions_search_trgm_idx').using('gin', sql`${solutionSearchText(t)} gin_trgm_ops`),
  ],
);

export type SolutionRow = typeof solutions.$inferSelect;
