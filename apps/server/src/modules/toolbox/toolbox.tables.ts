import { PERSON_STATUSES } from '@atrium/contract';
import { bigint, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { textArray } from '../../db/columns.ts';
import { users } from '../../platform/users/users.tables.ts';

/**
 * What staffing weighs of each person's own row, and nothing else: a narrow copy of `users`
 * (a few megabytes at 100,000 people, where the wide heap is many times that) that the
 * shortlist scans in full, since a common skill matches a third of the firm and no index narrows
 * it. Kept by the `person_terms_*` triggers on `users` in the write's own statement; a person's
 * row goes with them. The columns keep `users`' names: the shortlist reads this table under the
 * name `users`, so the people read rule (on `users.id` and `users.status`) applies as written.
 */
export const personTerms = pgTable('person_terms', {
  id: uuid('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status', { enum: PERSON_STATUSES }).notNull(),
  first_name: text('first_name').notNull(),
  last_name: text('last_name').notNull(),
  technical_skills: textArray('technical_skills'),
  sectorial_skills: textArray('sectorial_skills'),
  market: text('market'),
  language_codes: textArray('language_codes'),
});

/**
 * A counter of changes to what staffing reads needs against: tags and their aliases, clients of
 * assignments and credentials, and people's markets. Bumped by statement triggers
 * (`toolbox_vocabulary_changed`) in the writing transaction, so it moves when the change commits,
 * by whatever route or process made it; staffing reads this one row per need and reloads its
 * vocabulary only when the counter moved.
 */
export const toolboxVocabularyVersion = pgTable('toolbox_vocabulary_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
