import { PERSON_STATUSES } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { citext, createdAt, id, tsvector, updatedAt, textArray } from '../../db/columns.ts';

/** Where a person is in their life at the firm: the contract's list, which the web shows too. */
export { PERSON_STATUSES };

export type SpokenLanguageRow = {
  code: string;
  level: 'beginner' | 'intermediate' | 'advanced' | 'fluent' | 'native';
};
export type DiplomaRow = { school: string; name: string; level: string | null; year: number | null };

/**
 * A person of the firm: the sign-in identity and the profile (SPEC.md §3).
 * `search_*` and `language_codes` are kept by the `users_search_refresh` trigger.
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: citext('email').notNull().unique(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    pronouns: text('pronouns'),
    job_title: text('job_title'),
    grade: text('grade'),
    position: text('position'),
    business_unit: text('business_unit'),
    business_line: text('business_line'),
    hub: text('hub'),
    market: text('market'),
    years_of_experience: integer('years_of_experience'),
    linkedin: text('linkedin'),
    mobile: text('mobile'),
    languages: jsonb('languages').$type<SpokenLanguageRow[]>().notNull().default([]),
    diplomas: jsonb('diplomas').$type<DiplomaRow[]>().notNull().default([]),
    certificates: textArray('certificates'),
    technical_skills: textArray('technical_skills'),
    sectorial_skills: textArray('sectorial_skills'),
    /** Skills of theirs they can mentor others in (a flag on their top skills): a mentor's offer. */
    mentoring_skills: textArray('mentoring_skills'),
    /** Skills they want to learn: a mentee's wish. */
    learning_skills: textArray('learning_skills'),
    job_profiles: textArray('job_profiles'),
    /** Staffing wishes, the person's own word: the day they say they are free from, what they want to work on. */
    available_from: date('available_from', { mode: 'string' }),
    interested_skills: textArray('interested_skills'),
    /** Names from the firm's list of clients (a reference list, modules/people/reference-values.ts). */
    interested_clients: textArray('interested_clients'),
    /** A CSO's weekly mail of the people rolling off their assignments; theirs to turn off. */
    staffing_digest: boolean('staffing_digest').notNull().default(true),
    has_picture: boolean('has_picture').notNull().default(false),
    /** The picture's content hash (16 hex digits), null without one: versions its cached thumbnail's address. */
    picture_version: text('picture_version'),
    theme: text('theme', { enum: ['light', 'dark'] }),
    /** The language of the mails they get (campaigns, digests); a newcomer's carries on when they arrive. */
    language: text('language', { enum: ['en', 'fr'] })
      .notNull()
      .default('en'),
    employment_type: text('employment_type', { enum: ['employee', 'contractor'] })
      .notNull()
      .default('employee'),
    /**
     * Kept by the `users_completion` trigger against the most specific completion profile of the
     * person's population (modules/completion), and for everyone at once when a profile changes.
     * The profile is not a foreign key: the platform's table does not point into an area.
     */
    completion_profile_id: uuid('completion_profile_id'),
    completion_rate: smallint('completion_rate').notNull().default(0),
    completion_missing: textArray('completion_missing'),
    completion_state: text('completion_state', { enum: ['complete', 'incomplete'] })
      .notNull()
      .default('incomplete'),
    /**
     * `newcomer` until their first day (restricted access, out of Who's who), `left` once gone (no
     * sign-in, out of search and pickers; their name stays on what they did).
     */
    status: text('status', { enum: PERSON_STATUSES }).notNull().default('active'),
    language_codes: textArray('language_codes'),
    search_name: text('search_name').notNull().default(''),
    search_vector: tsvector('search_vector'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('users_search_vector_idx').using('gin', t.search_vector),
    index('users_search_name_trgm_idx').using('gin', sql`${t.search_name} gin_trgm_ops`),
    index('users_business_unit_idx').on(t.business_unit),
    index('users_business_line_idx').on(t.business_line),
    index('users_hub_idx').on(t.hub),
    index('users_market_idx').on(t.market),
    index('users_grade_idx').on(t.grade),
    index('users_last_name_idx').on(t.last_name, t.first_name),
    index('users_technical_skills_idx').using('gin', t.technical_skills),
    index('users_sectorial_skills_idx').using('gin', t.sectorial_skills),
    index('users_language_codes_idx').using('gin', t.language_codes),
  ],
);

export type UserRow = typeof users.$inferSelect;
