import { SAVED_SEARCH_VISIBILITIES, type ResearchQuery } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { users } from '../../platform/users/users.tables.ts';

/**
 * How many months a person practised each skill: the union of the periods of their experiences
 * and of the credentials they contributed to that list it, overlaps counted once, an ongoing
 * period up to the day it was measured. Kept by the `person_skill_years_*` triggers on
 * experiences and credentials in the write's own transaction, and each night for ongoing periods
 * (skill-years-refresh.ts). One row per person and skill, whatever the skill's case.
 */
export const personSkillYears = pgTable(
  'person_skill_years',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skill: text('skill').notNull(),
    months: integer('months').notNull(),
    /**
     * The person's business unit, copied from `users` by the `person_skill_years_business_unit`
     * trigger: a research asking a skill AND a business unit reads the few people of both from
     * the index, rather than every person with the skill from `users` (bench/README.md, research).
     */
    business_unit: text('business_unit'),
  },
  (t) => [
    uniqueIndex('person_skill_years_user_skill_idx').on(t.user_id, sql`lower(${t.skill})`),
    // user_id last: the people with a skill are read from the index alone.
    index('person_skill_years_skill_idx').on(sql`lower(${t.skill})`, t.business_unit, t.months, t.user_id),
  ],
);

/** An advanced research a person saved: private, or readable by anyone signed in who has its link. */
export const savedSearches = pgTable(
  'research_saved_searches',
  {
    id: id(),
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    visibility: text('visibility', { enum: SAVED_SEARCH_VISIBILITIES }).notNull().default('private'),
    query: jsonb('query').$type<ResearchQuery>().notNull(),
    created_at: createdAt(),
    updated_at: updatedAt().$onUpdate(() => new Date()),
  },
  (t) => [index('research_saved_searches_owner_idx').on(t.owner_id, t.created_at)],
);

export type PersonSkillYearsRow = typeof personSkillYears.$inferSelect;
export type SavedSearchRow = typeof savedSearches.$inferSelect;
