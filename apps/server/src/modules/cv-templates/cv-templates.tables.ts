import type { CvTemplatePurpose, ResumeLanguage } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, textArray, updatedAt } from '../../db/columns.ts';
import { blobs } from '../../platform/files/files.tables.ts';
import { users } from '../../platform/users/users.tables.ts';

/**
 * The firm's Word CV templates: one per purpose and language as the administrators name them, at
 * most one default per language (the partial unique index), CVs made with the published version.
 */
export const cvTemplates = pgTable(
  'cv_templates',
  {
    id: id(),
    name: text('name').notNull(),
    language: text('language').$type<ResumeLanguage>().notNull(),
    purpose: text('purpose').$type<CvTemplatePurpose>().notNull(),
    is_default: boolean('is_default').notNull().default(false),
    published_version_id: uuid('published_version_id').references((): AnyPgColumn => cvTemplateVersions.id, {
      onDelete: 'set null',
    }),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('cv_templates_default_language_idx')
      .on(t.language)
      .where(sql`${t.is_default}`),
    index('cv_templates_published_version_idx').on(t.published_version_id),
    index('cv_templates_created_by_idx').on(t.created_by),
  ],
);

/** Every file uploaded for a template, kept: a CV names the version that made it. */
export const cvTemplateVersions = pgTable(
  'cv_template_versions',
  {
    id: id(),
    template_id: uuid('template_id')
      .notNull()
      .references(() => cvTemplates.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    blob_id: uuid('blob_id')
      .notNull()
      .references(() => blobs.id),
    file_name: text('file_name').notNull(),
    size: integer('size').notNull(),
    /** The placeholders the file holds, as the upload check found them. */
    placeholders: textArray('placeholders'),
    uploaded_by: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    published_at: timestamp('published_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('cv_template_versions_number_idx').on(t.template_id, t.number),
    index('cv_template_versions_blob_idx').on(t.blob_id),
    index('cv_template_versions_uploaded_by_idx').on(t.uploaded_by),
  ],
);

export type CvTemplateRow = typeof cvTemplates.$inferSelect;
export type CvTemplateVersionRow = typeof cvTemplateVersions.$inferSelect;
