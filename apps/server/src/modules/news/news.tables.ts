import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, textArray, updatedAt } from '../../db/columns.ts';
import { blobs } from '../../platform/files/files.tables.ts';
import { users } from '../../platform/users/users.tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Firm news (`home/news`), in English, French or both. Its state is derived from the dates: no
 * `publish_at` is a draft, a future one is scheduled; it leaves the readers' views when it
 * expires or is archived. `business_units` empty is everyone.
 */
export const news = pgTable(
  'news',
  {
    id: id(),
    title_en: text('title_en'),
    body_en: text('body_en'),
    title_fr: text('title_fr'),
    body_fr: text('body_fr'),
    business_units: textArray('business_units'),
    pinned: boolean('pinned').notNull().default(false),
    publish_at: at('publish_at'),
    expires_at: at('expires_at'),
    archived_at: at('archived_at'),
    /** The cover picture (re-encoded like a profile picture), and the start of its hash to version its address. */
    cover_blob_id: uuid('cover_blob_id').references(() => blobs.id),
    cover_version: text('cover_version'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // The home's query: what is out and not archived, pinned first, then newest.
    index('news_home_idx')
      .on(t.pinned.desc().nullsFirst(), t.publish_at.desc().nullsLast(), t.id)
      .where(sql`${t.archived_at} is null and ${t.publish_at} is not null`),
  ],
);
export type NewsRow = typeof news.$inferSelect;
