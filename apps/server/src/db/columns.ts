import { sql } from 'drizzle-orm';
import { customType, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Case-insensitive text (the citext extension): emails compare without regard to case. */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' });

/** A full-text document, maintained by a trigger and never written by the application. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A list of labels, empty rather than null. */
export const textArray = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
