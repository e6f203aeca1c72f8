import { ASSIGNMENT_SOURCES, ASSIGNMENT_STATUSES } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { users } from '../../platform/users/users.tables.ts';
import { credentials } from '../credentials/credentials.tables.ts';

/**
 * `staffing/assignments`: a person's share of their working week given to a client over a period
 * (open-ended without an end). The checks repeat the API's rules so an import or a script cannot
 * store what the API refuses; the overbooking rule needs other rows and is the service's
 * (assignment-rules.ts), under a lock on the person.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    client: text('client').notNull(),
    credential_id: uuid('credential_id').references(() => credentials.id, { onDelete: 'set null' }),
    project: text('project'),
    role: text('role'),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }),
    allocation: smallint('allocation').notNull(),
    status: text('status', { enum: ASSIGNMENT_STATUSES }).notNull().default('confirmed'),
    source: text('source', { enum: ASSIGNMENT_SOURCES }).notNull().default('entered'),
    external_id: text('external_id'),
    created_at: createdAt(),
    updated_at: updatedAt().$onUpdate(() => new Date()),
  },
  (t) => [
    index('assignments_user_idx').on(t.user_id, t.start_date),
    index('assignments_credential_idx').on(t.credential_id),
    index('assignments_client_idx').on(t.client),
    uniqueIndex('assignments_external_id_idx').on(t.external_id),
    check('assignments_dates_check', sql`${t.end_date} is null or ${t.end_date} >= ${t.start_date}`),
    check('assignments_allocation_check', sql`${t.allocation} between 1 and 100`),
  ],
);

export type AssignmentRow = typeof assignments.$inferSelect;

/**
 * The share of each person's working week left free, week by week, over the availability window
 * (AVAILABILITY_WEEKS Mondays from `availability_window.first_week`). Only weeks that are not
 * wholly free have a row: a missing week is 100 % free, so a person without assignments costs
 * nothing. Kept by the `assignments_availability` trigger in the write's own transaction, and
 * moved forward each week by the availability job (availability-window.ts).
 */
export const personWeekAvailability = pgTable(
  'person_week_availability',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    week_start: date('week_start', { mode: 'string' }).notNull(),
    free_pct: smallint('free_pct').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.week_start] }),
    // The Bench and the criteria read a week's people by how free they are.
    index('person_week_availability_week_idx').on(t.week_start, t.free_pct, t.user_id),
  ],
);

/**
 * The availability window's first Monday, cut in the firm's time zone (FIRM_TIME_ZONE) by the
 * server, which the database's functions read: one row. The trigger cannot know the time zone;
 * the job that writes this row does.
 */
export const availabilityWindow = pgTable('availability_window', {
  id: smallint('id').primaryKey().default(1),
  first_week: date('first_week', { mode: 'string' }).notNull(),
});
