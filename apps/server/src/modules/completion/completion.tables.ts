import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';

export type CompletionFieldWeightRow = { field: string; weight: number };

/**
 * Which profile fields a population must fill, and how much each counts (SPEC, completion
 * profiles). Each criterion left null matches anyone; the default profile has none, and there is
 * exactly one (the partial unique index). The database measures people with these rows
 * (`completion_of`, migration 0016).
 */
export const completionProfiles = pgTable(
  'completion_profiles',
  {
    id: id(),
    name: text('name').notNull(),
    is_default: boolean('is_default').notNull().default(false),
    employment_type: text('employment_type', { enum: ['employee', 'contractor'] }),
    grade: text('grade'),
    business_unit: text('business_unit'),
    job_profile: text('job_profile'),
    fields: jsonb('fields').$type<CompletionFieldWeightRow[]>().notNull(),
    target: smallint('target').notNull().default(100),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('completion_profiles_one_default')
      .on(t.is_default)
      .where(sql`${t.is_default}`),
  ],
);

export type CompletionProfileRow = typeof completionProfiles.$inferSelect;

/** The firm's completion, once a day: the average over time on `/completion-profiles`. */
export const completionSnapshots = pgTable('completion_snapshots', {
  day: date('day').primaryKey(),
  people: integer('people').notNull(),
  average_rate: real('average_rate').notNull(),
  complete: integer('complete').notNull(),
});
