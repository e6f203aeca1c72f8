import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { users } from '../../platform/users/users.tables.ts';

/** Issue reports and feedback sent from the avatar menu. */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    page: text('page').notNull(),
    type: text('type', { enum: ['bug', 'others', 'improvement'] }).notNull(),
    description: text('description').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('reports_user_idx').on(t.user_id)],
);
