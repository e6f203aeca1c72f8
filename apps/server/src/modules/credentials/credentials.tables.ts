import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, textArray, updatedAt } from '../../db/columns.ts';
import { blobs } from '../../platform/files/files.tables.ts';
import { users } from '../../platform/users/users.tables.ts';

/** A contribution; `confirmed` by the person or the credential's manager before it counts in years per skill. */
export type ContributionRow = { user_id: string; description: string; confirmed: boolean };

/**
 * What `q` searches (name, client, code, company, description), folded for accents and case.
 * Queries use this very expression, so the trigram index below serves them.
 */
export const credentialSearchText = (t: {
  name: AnyPgColumn;
  client: AnyPgColumn;
  project_code: AnyPgColumn;
  company: AnyPgColumn;
  description: AnyPgColumn;
}) =>
  sql`lower(immutable_unaccent(${t.name} || ' ' || ${t.client} || ' ' || ${t.project_code} || ' ' || coalesce(${t.company}, '') || ' ' || coalesce(${t.description}, '')))`;

/**
 * Client project references (`cv_library/projects`). Solutions and contributors are kept on the
 * row (the generic search filters and counts facets on the object's own columns); every id is
 * checked in the write's transaction, and `contributor_ids` mirrors `contributors` for the
 * `contributor=` filter.
 */
export const credentials = pgTable(
  'credentials',
  {
    id: id(),
    name: text('name').notNull(),
    project_code: text('project_code').notNull().unique(),
    client: text('client').notNull(),
    company: text('company'),
    sales_owner_id: uuid('sales_owner_id').references(() => users.id, { onDelete: 'set null' }),
    credential_manager_id: uuid('credential_manager_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    start_date: date('start_date', { mode: 'string' }),
    end_date: date('end_date', { mode: 'string' }),
    /** The year facet: the year the project started. */
    year: integer('year').generatedAlwaysAs(sql`extract(year from start_date)::int`),
    description: text('description'),
    challenge: text('challenge'),
    solution: text('solution'),
    results: text('results'),
    solution_ids: uuid('solution_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Tag names (technical or sectorial): its contributors' years per skill count them. */
    skills: textArray('skills'),
    contributors: jsonb('contributors').$type<ContributionRow[]>().notNull().default([]),
    contributor_ids: uuid('contributor_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    top: boolean('top').notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('credentials_sales_owner_idx').on(t.sales_owner_id),
    index('credentials_credential_manager_idx').on(t.credential_manager_id),
    index('credentials_client_idx').on(t.client),
    index('credentials_year_idx').on(t.year),
    index('credentials_start_date_idx').on(t.start_date),
    index('credentials_solution_ids_idx').using('gin', t.solution_ids),
    index('credentials_contributor_ids_idx').using('gin', t.contributor_ids),
    index('credentials_search_trgm_idx').using('gin', sql`${credentialSearchText(t)} gin_trgm_ops`),
  ],
);

export type CredentialRow = typeof credentials.$inferSelect;

/**
 * The last project code number given per year. Taking the next one locks the year's row until
 * the creating transaction ends, so concurrent creates queue there and never share a number.
 */
export const credentialCodeCounters = pgTable('credential_code_counters', {
  year: integer('year').primaryKey(),
  last_value: integer('last_value').notNull(),
});

/** Files of a credential (its deck, mostly); the bytes are a blob, removed with the attachment. */
export const credentialAttachments = pgTable(
  'credential_attachments',
  {
    id: id(),
    credential_id: uuid('credential_id')
      .notNull()
      .references(() => credentials.id, { onDelete: 'cascade' }),
    blob_id: uuid('blob_id')
      .notNull()
      .references(() => blobs.id),
    file_name: text('file_name').notNull(),
    media_type: text('media_type').notNull(),
    size: integer('size').notNull(),
    uploaded_by: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    index('credential_attachments_credential_idx').on(t.credential_id),
    index('credential_attachments_blob_idx').on(t.blob_id),
    index('credential_attachments_uploaded_by_idx').on(t.uploaded_by),
  ],
);

export type CredentialAttachmentRow = typeof credentialAttachments.$inferSelect;
