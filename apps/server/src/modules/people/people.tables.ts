import { RESUME_LANGUAGES, TAG_TYPES } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, textArray, updatedAt } from '../../db/columns.ts';
import { blobs } from '../../platform/files/files.tables.ts';
import { users } from '../../platform/users/users.tables.ts';

const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const touchedAt = () => updatedAt().$onUpdate(() => new Date());

/**
 * The vocabulary of skills, certificates, job profiles and markets. Names are unique per type
 * whatever their case; the `users_tags_sync` trigger adds what profiles start using.
 */
export const tags = pgTable(
  'tags',
  {
    id: id(),
    type: text('type', { enum: TAG_TYPES }).notNull(),
    name: text('name').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('tags_type_name_idx').on(t.type, sql`lower(${t.name})`)],
);

/**
 * Other words for a tag that searches resolve to it (JS → JavaScript, k8s → Kubernetes). An alias
 * is unique per type whatever its case, and never a tag name of the same type (the
 * `tag_aliases_not_a_tag` trigger refuses it, and a tag created or renamed to an alias's name).
 */
export const tagAliases = pgTable(
  'tag_aliases',
  {
    id: id(),
    tag_id: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    type: text('type', { enum: TAG_TYPES }).notNull(),
    alias: text('alias').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('tag_aliases_type_alias_idx').on(t.type, sql`lower(${t.alias})`),
    index('tag_aliases_tag_idx').on(t.tag_id),
  ],
);

/** A person's current picture; the image itself is a blob. */
export const userPictures = pgTable(
  'user_pictures',
  {
    user_id: owner().primaryKey(),
    blob_id: uuid('blob_id')
      .notNull()
      .references(() => blobs.id),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    updated_at: touchedAt(),
  },
  (t) => [uniqueIndex('user_pictures_blob_idx').on(t.blob_id)],
);

/** A person's past assignments, which resumes pick from. */
export const experiences = pgTable(
  'experiences',
  {
    id: id(),
    user_id: owner(),
    client: text('client').notNull(),
    role: text('role').notNull(),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }),
    description: text('description').notNull().default(''),
    /** Tag names (technical or sectorial): what the person's years per skill count. */
    skills: textArray('skills'),
    created_at: createdAt(),
    updated_at: touchedAt(),
  },
  (t) => [
    index('experiences_user_idx').on(t.user_id, t.start_date),
    // Staffing finds who worked for a client of a need, whatever the case it is written in.
    index('experiences_client_idx').on(sql`lower(${t.client})`),
  ],
);

/**
 * A person's resumes. At most one is their base resume, made on first use. `skills` and
 * `experience_ids` null mean "everything the profile has".
 */
export const resumes = pgTable(
  'resumes',
  {
    id: id(),
    user_id: owner(),
    title: text('title').notNull(),
    language: text('language', { enum: RESUME_LANGUAGES }).notNull().default('en'),
    summary: text('summary').notNull().default(''),
    sections: text('sections').array().notNull(),
    skills: text('skills').array(),
    experience_ids: uuid('experience_ids').array(),
    is_base: boolean('is_base').notNull().default(false),
    created_at: createdAt(),
    updated_at: touchedAt(),
  },
  (t) => [
    index('resumes_user_idx').on(t.user_id),
    uniqueIndex('resumes_base_idx')
      .on(t.user_id)
      .where(sql`${t.is_base}`),
  ],
);

export type TagRow = typeof tags.$inferSelect;
export type TagAliasRow = typeof tagAliases.$inferSelect;
export type ExperienceRow = typeof experiences.$inferSelect;
export type ResumeRow = typeof resumes.$inferSelect;
