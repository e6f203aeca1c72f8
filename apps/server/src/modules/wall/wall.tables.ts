import { FIRM_POST_KINDS } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns.ts';
import { blobs } from '../../platform/files/files.tables.ts';
import { users } from '../../platform/users/users.tables.ts';
import { credentials } from '../credentials/credentials.tables.ts';
import { groups } from '../groups/groups.tables.ts';
import { solutions } from '../solutions/solutions.tables.ts';

/** Milliseconds, as JavaScript's dates hold them: a feed's cursor made from a row finds that very row again. */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/**
 * The social wall's posts: a colleague's (`author_id`), or the firm's (`firm_kind`, written once
 * per event: `firm_key` is unique; gone with its record). Likes and comments are counted on the row, in the transaction
 * that adds or removes one, so a feed page reads no aggregate. Hidden posts stay, with who hid them
 * and why, and leave the feed for everyone but moderators.
 */
export const wallPosts = pgTable(
  'wall_posts',
  {
    id: id(),
    author_id: uuid('author_id').references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    mention_ids: uuid('mention_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    firm_kind: text('firm_kind', { enum: FIRM_POST_KINDS }),
    /** The event the firm's post tells of (`guild_created:{id}`): never two posts for it. */
    firm_key: text('firm_key').unique(),
    firm_name: text('firm_name'),
    firm_link: text('firm_link'),
    /**
     * The record a firm's post tells of, one column per kind of record: the post goes with it
     * (ON DELETE CASCADE), whatever deletes it.
     */
    firm_person_id: uuid('firm_person_id').references(() => users.id, { onDelete: 'cascade' }),
    firm_credential_id: uuid('firm_credential_id').references(() => credentials.id, { onDelete: 'cascade' }),
    firm_group_id: uuid('firm_group_id').references(() => groups.id, { onDelete: 'cascade' }),
    firm_solution_id: uuid('firm_solution_id').references(() => solutions.id, { onDelete: 'cascade' }),
    like_count: integer('like_count').notNull().default(0),
    comment_count: integer('comment_count').notNull().default(0),
    report_count: integer('report_count').notNull().default(0),
    created_at: at('created_at').notNull().defaultNow(),
    edited_at: at('edited_at'),
    hidden_at: at('hidden_at'),
    hidden_by: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hidden_reason: text('hidden_reason'),
  },
  (t) => [
    // The feed everyone reads: visible posts, newest first, by keyset. Ascending on purpose: read
    // backwards it is `created_at DESC, id DESC` as the query sorts (NULLS FIRST, the default), where
    // an index declared DESC (NULLS LAST) would not match and PostgreSQL would sort the whole table.
    index('wall_posts_feed_idx')
      .on(t.created_at, t.id)
      .where(sql`hidden_at IS NULL`),
    // The moderators' feed, hidden posts included.
    index('wall_posts_all_idx').on(t.created_at, t.id),
    index('wall_posts_reported_idx')
      .on(t.created_at, t.id)
      .where(sql`report_count > 0`),
    index('wall_posts_author_idx').on(t.author_id),
    index('wall_posts_hidden_by_idx').on(t.hidden_by),
    // What a record's delete looks up to cascade.
    index('wall_posts_firm_person_idx').on(t.firm_person_id),
    index('wall_posts_firm_credential_idx').on(t.firm_credential_id),
    index('wall_posts_firm_group_idx').on(t.firm_group_id),
    index('wall_posts_firm_solution_idx').on(t.firm_solution_id),
  ],
);
export type WallPostRow = typeof wallPosts.$inferSelect;

/**
 * A post's pictures. Uploaded before the post is sent (`post_id` null, owned by the uploader),
 * attached by the post; the blob goes with its row.
 */
export const wallPictures = pgTable(
  'wall_pictures',
  {
    blob_id: uuid('blob_id')
      .primaryKey()
      .references(() => blobs.id, { onDelete: 'cascade' }),
    post_id: uuid('post_id').references(() => wallPosts.id, { onDelete: 'cascade' }),
    uploader_id: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('wall_pictures_post_idx').on(t.post_id, t.position),
    index('wall_pictures_uploader_idx').on(t.uploader_id),
  ],
);

/** One like per person and post. */
export const wallLikes = pgTable(
  'wall_likes',
  {
    post_id: uuid('post_id')
      .notNull()
      .references(() => wallPosts.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.post_id, t.user_id] }),
    index('wall_likes_user_idx').on(t.user_id, t.post_id),
  ],
);

export const wallComments = pgTable(
  'wall_comments',
  {
    id: id(),
    post_id: uuid('post_id')
      .notNull()
      .references(() => wallPosts.id, { onDelete: 'cascade' }),
    author_id: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
    edited_at: at('edited_at'),
  },
  (t) => [
    index('wall_comments_post_idx').on(t.post_id, t.created_at, t.id),
    index('wall_comments_author_idx').on(t.author_id),
  ],
);
export type WallCommentRow = typeof wallComments.$inferSelect;

/** A person's report of a post, once each, for the moderators. */
export const wallReports = pgTable(
  'wall_reports',
  {
    post_id: uuid('post_id')
      .notNull()
      .references(() => wallPosts.id, { onDelete: 'cascade' }),
    reporter_id: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.post_id, t.reporter_id] }),
    index('wall_reports_reporter_idx').on(t.reporter_id),
  ],
);
