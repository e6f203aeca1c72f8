import {
  MENTORSHIP_REQUEST_STATUSES,
  MENTORSHIP_ROLES,
  type MatchExplanation,
  type MentorSkillLevel,
} from '@atrium/contract';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, textArray, updatedAt } from '../../db/columns.ts';
import { users } from '../../platform/users/users.tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One year's mentorship programme: its four periods (days, inclusive), then the matching's
 * stamps. Archived, it is read-only and leaves the default views.
 */
export const mentorshipSessions = pgTable(
  'mentorship_sessions',
  {
    id: id(),
    name: text('name').notNull(),
    year: integer('year').notNull(),
    mentor_registration_start: date('mentor_registration_start').notNull(),
    mentor_registration_end: date('mentor_registration_end').notNull(),
    mentee_registration_start: date('mentee_registration_start').notNull(),
    mentee_registration_end: date('mentee_registration_end').notNull(),
    selection_start: date('selection_start').notNull(),
    selection_end: date('selection_end').notNull(),
    matching_start: date('matching_start').notNull(),
    matching_end: date('matching_end').notNull(),
    /** When the matching last ran: its result (mentorship_matches) is a preview until published. */
    matched_at: at('matched_at'),
    published_at: at('published_at'),
    archived_at: at('archived_at'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('mentorship_sessions_year_idx').on(t.year)],
);
export type MentorshipSessionRow = typeof mentorshipSessions.$inferSelect;

/**
 * A person's registration in a session, as mentor or mentee (one per person and session). A
 * mentee's favourites are mentor registrations of the same session, best first.
 */
export const mentorshipParticipants = pgTable(
  'mentorship_participants',
  {
    id: id(),
    session_id: uuid('session_id')
      .notNull()
      .references(() => mentorshipSessions.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: MENTORSHIP_ROLES }).notNull(),
    /** Their business unit when they registered: the mentors' grid counts and filters on it. */
    business_unit: text('business_unit'),
    motivation: text('motivation').notNull().default(''),
    goals: text('goals').notNull().default(''),
    mentee_count: smallint('mentee_count'),
    skills: textArray('skills'),
    skill_levels: jsonb('skill_levels')
      .$type<Record<string, MentorSkillLevel>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    favourites: uuid('favourites')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** A mentee's request; null for a mentor. */
    request_status: text('request_status', { enum: MENTORSHIP_REQUEST_STATUSES }),
    request_sent_at: at('request_sent_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('mentorship_participants_person_unique').on(t.session_id, t.user_id),
    index('mentorship_participants_session_idx').on(t.session_id, t.role),
    index('mentorship_participants_user_idx').on(t.user_id),
    index('mentorship_participants_skills_idx').using('gin', t.skills),
  ],
);
export type MentorshipParticipantRow = typeof mentorshipParticipants.$inferSelect;

/**
 * The matching of a session: one line per mentee (a null mentor: not matched), with why. Replaced
 * by each run, moved by hand, then published; kept after, as the session's history.
 */
export const mentorshipMatches = pgTable(
  'mentorship_matches',
  {
    mentee_id: uuid('mentee_id')
      .primaryKey()
      .references(() => mentorshipParticipants.id, { onDelete: 'cascade' }),
    session_id: uuid('session_id')
      .notNull()
      .references(() => mentorshipSessions.id, { onDelete: 'cascade' }),
    mentor_id: uuid('mentor_id').references(() => mentorshipParticipants.id, { onDelete: 'set null' }),
    fit: smallint('fit').notNull().default(0),
    explanation: jsonb('explanation').$type<MatchExplanation>().notNull(),
  },
  (t) => [
    index('mentorship_matches_session_idx').on(t.session_id),
    index('mentorship_matches_mentor_idx').on(t.mentor_id),
  ],
);
export type MentorshipMatchRow = typeof mentorshipMatches.$inferSelect;
