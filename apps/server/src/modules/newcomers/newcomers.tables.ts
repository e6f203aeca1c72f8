import { MICROSOFT_LICENCES, NEWCOMER_LANGUAGES, NEWCOMER_STATUSES, NEWCOMER_TYPES } from '@atrium/contract';
import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, textArray } from '../../db/columns.ts';
import { users } from '../../platform/users/users.tables.ts';

/**
 * What HR knows of a newcomer beyond their person (`users`), whose id is theirs: the person row
 * holds the name, the generated email and the account, from the day HR adds them.
 */
export const newcomers = pgTable(
  'newcomers',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NEWCOMER_TYPES }).notNull(),
    personal_email: text('personal_email').notNull(),
    arrival_date: date('arrival_date').notNull(),
    /** `YYYY-MM` of the arrival date, kept with it: the month facet counts and filters on it. */
    arrival_month: text('arrival_month').notNull(),
    departure_date: date('departure_date'),
    business_line: text('business_line').notNull(),
    hub: text('hub').notNull(),
    secondary_business_lines: textArray('secondary_business_lines'),
    secondary_hubs: textArray('secondary_hubs'),
    licence: text('licence', { enum: MICROSOFT_LICENCES }).notNull(),
    language: text('language', { enum: NEWCOMER_LANGUAGES }).notNull().default('en'),
    status: text('status', { enum: NEWCOMER_STATUSES }).notNull().default('to_prepare'),
    added_by: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('newcomers_status_idx').on(t.status, t.arrival_date),
    index('newcomers_business_line_idx').on(t.business_line),
  ],
);

export type NewcomerRow = typeof newcomers.$inferSelect;
