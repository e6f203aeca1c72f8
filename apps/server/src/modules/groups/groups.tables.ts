import { GROUP_TYPES, MAN_DAYS_MAX, MEMBER_STATUSES } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, textArray } from '../../db/columns.ts';
import { blobs } from '../../platform/files/files.tables.ts';
import { users } from '../../platform/users/users.tables.ts';

export const GROUP_ROLES = ['leader', 'steerco', 'member'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

/**
 * A generic team: a team, squad, chapter or guild. Who is in it lives in `group_memberships`;
 * `leader_ids` and `people_ids` mirror it for the search filters (GIN-indexed arrays the generic
 * engine can filter on) and are kept by the `group_memberships_mirror` triggers, never written here.
 * They hold ids as text so that a filter value which is no id matches nothing instead of failing.
 */
export const groups = pgTable(
  'groups',
  {
    id: id(),
    type: text('type', { enum: GROUP_TYPES }).notNull(),
    name: text('name').notNull(),
    code_name: text('code_name'),
    description: text('description'),
    solutions: textArray('solutions'),
    deliverables: textArray('deliverables'),
    sales_pitch: text('sales_pitch'),
    expected_results: text('expected_results'),
    added_value: text('added_value'),
    man_days: integer('man_days'),
    estimated_cost: integer('estimated_cost'),
    target_markets: textArray('target_markets'),
    assets: jsonb('assets').$type<{ label: string; url: string }[]>().notNull().default([]),
    /** Leaders in their order: the first is the main leader (`id_lea`). */
    leader_ids: textArray('leader_ids'),
    /** Everyone with a place in the group, whatever the role or status. */
    people_ids: textArray('people_ids'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('groups_type_name_idx').on(t.type, t.name),
    index('groups_name_idx').on(t.name),
    index('groups_leader_ids_idx').using('gin', t.leader_ids),
    index('groups_people_ids_idx').using('gin', t.people_ids),
    index('groups_solutions_idx').using('gin', t.solutions),
    index('groups_target_markets_idx').using('gin', t.target_markets),
    check('groups_man_days_range', sql`${t.man_days} between 0 and ${sql.raw(String(MAN_DAYS_MAX))}`),
    check('groups_estimated_cost_positive', sql`${t.estimated_cost} >= 0`),
  ],
);

/**
 * One person's place in one group. The primary key makes "one person, one role in a group" hold
 * in the database too; `position` keeps the order the group lists them in.
 */
export const groupMemberships = pgTable(
  'group_memberships',
  {
    group_id: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: GROUP_ROLES }).notNull(),
    status: text('status', { enum: MEMBER_STATUSES }).notNull().default('active'),
    /**
     * False for a place a leader without 'teams update' gave or changed in a group they lead: it
     * shows in the group, but counts for no leader's powers over the person (`peopleLedBy`, the
     * leader tool) until someone with 'teams update' confirms it. Places older than the rule count
     * as confirmed (the column's default filled them).
     */
    confirmed: boolean('confirmed').notNull().default(true),
    /** Who gave an unconfirmed place: they may never confirm it themselves. No foreign key, as the audit's actor. */
    placed_by: uuid('placed_by'),
    position: integer('position').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.group_id, t.user_id] }),
    // The primary key serves lookups by group; this one serves "the groups of a person".
    index('group_memberships_user_idx').on(t.user_id),
    check('group_memberships_status_of_role', sql`${t.role} = 'member' or ${t.status} = 'active'`),
  ],
);

/** Files of a group (its decks, templates, one-pagers); the bytes are a blob, removed with the file. */
export const groupFiles = pgTable(
  'group_files',
  {
    id: id(),
    group_id: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
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
    index('group_files_group_idx').on(t.group_id),
    index('group_files_blob_idx').on(t.blob_id),
    index('group_files_uploaded_by_idx').on(t.uploaded_by),
  ],
);

export type GroupRow = typeof groups.$inferSelect;
export type GroupFileRow = typeof groupFiles.$inferSelect;
export type GroupMembershipRow = typeof groupMemberships.$inferSelect;
