import type { BidPlace, BidVersion, TenderRole } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { users } from '../../platform/users/users.tables.ts';

/**
 * Tenders answered (issue 49): the tender as pasted or read, its reviewed roles, the team chosen
 * (a role's index and a person per place), and every pack made from it. `proposed_ids` repeats
 * the team's people for the person's own view of the bids they were proposed for.
 */
export const bids = pgTable(
  'bids',
  {
    id: id(),
    title: text('title').notNull(),
    tender_text: text('tender_text').notNull(),
    roles: jsonb('roles').$type<TenderRole[]>().notNull(),
    team: jsonb('team').$type<BidPlace[]>().notNull(),
    proposed_ids: uuid('proposed_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    language: text('language', { enum: ['en', 'fr'] }).notNull(),
    anonymised: boolean('anonymised').notNull().default(false),
    versions: jsonb('versions')
      .$type<BidVersion[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    created_by: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('bids_created_by_idx').on(t.created_by, t.created_at),
    index('bids_proposed_idx').using('gin', t.proposed_ids),
  ],
);
export type BidRow = typeof bids.$inferSelect;
