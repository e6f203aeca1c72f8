import { NOTIFICATION_KINDS, type NotificationParams } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns.ts';
import { users } from '../users/users.tables.ts';

/** Milliseconds, as JavaScript's dates hold them: a cursor made from a row finds that very row again. */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/**
 * What happened to a person that they should know of (a mention, a comment on their post…): each
 * row is written by `notify` in the transaction of the event it tells of, and read by its
 * recipient only.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    recipient_id: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    actor_id: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** A path in the web app, opened from the bell. */
    link: text('link').notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    created_at: at('created_at').notNull().defaultNow(),
    read_at: at('read_at'),
  },
  (t) => [
    // The bell's page: a person's newest first, by keyset (read backwards, see wall_posts_feed_idx).
    index('notifications_recipient_created_idx').on(t.recipient_id, t.created_at, t.id),
    // The badge: a person's unread ones only, a handful of index entries whoever has thousands read.
    index('notifications_unread_idx')
      .on(t.recipient_id)
      .where(sql`read_at IS NULL`),
    index('notifications_actor_idx').on(t.actor_id),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
