import { CAMPAIGN_STATUSES, type CampaignMessages, type CampaignTarget } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { users } from '../../platform/users/users.tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** The campaign a row belongs to, and the person it is about: both go with them. */
const campaignId = () =>
  uuid('campaign_id')
    .notNull()
    .references((): AnyPgColumn => smartCampaigns.id, { onDelete: 'cascade' });
const personId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A smart campaign (SPEC, issue 12): whom it targets, what it says in each language, and how its
 * mails go out. The engine (campaign-engine.ts) moves it from running to finished.
 */
export const smartCampaigns = pgTable(
  'smart_campaigns',
  {
    id: id(),
    name: text('name').notNull(),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('draft'),
    target: jsonb('target').$type<CampaignTarget>().notNull(),
    messages: jsonb('messages').$type<CampaignMessages>().notNull(),
    start_at: at('start_at').notNull(),
    reminder_every_days: smallint('reminder_every_days').notNull(),
    reminders_max: smallint('reminders_max').notNull(),
    escalate: boolean('escalate').notNull(),
    /** Reminder rounds gone out so far; the last round is `last_round_at`. */
    reminders_sent: smallint('reminders_sent').notNull().default(0),
    /** When the latest round (the first mails, then each reminder) went out: the next is due from it. */
    last_round_at: at('last_round_at'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
    started_at: at('started_at'),
    escalated_at: at('escalated_at'),
    ended_at: at('ended_at'),
  },
  (t) => [
    // The engine's tick reads the running campaigns whose start has come.
    index('smart_campaigns_running_idx')
      .on(t.start_at)
      .where(sql`${t.status} = 'running'`),
    index('smart_campaigns_status_idx').on(t.status),
    index('smart_campaigns_created_by_idx').on(t.created_by),
  ],
);

export type SmartCampaignRow = typeof smartCampaigns.$inferSelect;

/**
 * The people a campaign chose when it started, and what happened to each. The link in their mails
 * carries a token only they hold; the table keeps its SHA-256.
 */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    campaign_id: campaignId(),
    user_id: personId(),
    token_hash: text('token_hash').notNull().unique(),
    sends: integer('sends').notNull().default(0),
    first_sent_at: at('first_sent_at'),
    last_sent_at: at('last_sent_at'),
    opened_at: at('opened_at'),
    completed_at: at('completed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.campaign_id, t.user_id] }),
    index('campaign_recipients_user_idx').on(t.user_id),
  ],
);

/** Each mail a campaign sent, for the funnel's mails per day. */
export const campaignSends = pgTable(
  'campaign_sends',
  {
    id: id(),
    campaign_id: campaignId(),
    user_id: personId(),
    kind: text('kind', { enum: ['first', 'reminder'] }).notNull(),
    sent_at: at('sent_at').notNull(),
  },
  (t) => [
    index('campaign_sends_campaign_idx').on(t.campaign_id, t.sent_at),
    index('campaign_sends_user_idx').on(t.user_id),
  ],
);
