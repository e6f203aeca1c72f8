import { REPORT_STATUSES, REPORT_TYPES } from '@atrium/contract';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { users } from '../../platform/users/users.tables.ts';

/** Issue reports and feedback sent from the avatar menu, and the feedback inbox's handling of them. */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    page: text('page').notNull(),
    type: text('type', { enum: REPORT_TYPES }).notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('new'),
    assignee_id: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    reply: text('reply'),
    replied_at: timestamp('replied_at', { withTimezone: true, mode: 'date' }),
    replied_by: uuid('replied_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    index('reports_user_idx').on(t.user_id),
    index('reports_status_created_idx').on(t.status, t.created_at),
  ],
);
export type ReportRow = typeof reports.$inferSelect;
