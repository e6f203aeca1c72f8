import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { users } from '../users/users.tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A person's password (argon2id), kept apart from the profile so no profile query can reach it. */
export const accounts = pgTable('accounts', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  password_hash: text('password_hash').notNull(),
  updated_at: at('updated_at').notNull().defaultNow(),
});

/**
 * Refresh tokens, stored as SHA-256 hashes. A sign-in starts a family; each refresh rotates
 * the token within it. Presenting a rotated token again revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family_id: uuid('family_id').notNull(),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: at('expires_at').notNull(),
    rotated_at: at('rotated_at'),
    revoked_at: at('revoked_at'),
    created_at: createdAt(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.user_id), index('refresh_tokens_family_idx').on(t.family_id)],
);

/** The columns of a single-use, expiring token mailed to one person, kept as its hash. */
const singleUseToken = () => ({
  id: id(),
  user_id: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  token_hash: text('token_hash').notNull().unique(),
  expires_at: at('expires_at').notNull(),
  used_at: at('used_at'),
  created_at: createdAt(),
});

/** When each person last started a session: what HR reads as "last sign-in" (refreshes are not sign-ins). */
export const signIns = pgTable('sign_ins', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  last_at: at('last_at').notNull(),
});

/** Single-use, expiring password reset tokens (hashed). */
export const passwordResetTokens = pgTable('password_reset_tokens', singleUseToken(), (t) => [
  index('password_reset_tokens_user_idx').on(t.user_id),
]);

/**
 * Counters of the rate limits, in the database so that every instance shares them: one row per
 * key ('sign-in failures of this account from this address'…), counting hits in a fixed window.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    window_start: at('window_start').notNull(),
    last_hit_at: at('last_hit_at').notNull(),
    expires_at: at('expires_at').notNull(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expires_at)],
);

/**
 * Every mail, kept before it is sent (only kept when no SMTP_URL is set, so the reset flow can be
 * followed and tested). The job queue delivers it, retrying with back-off; `failed_at` is set once
 * the last attempt failed, for administrators to see.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The HTML part, when the mail has one; dropped with the body once sent. */
    html: text('html'),
    sent_at: at('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    /** What the mail server answered to the latest failed attempt. */
    last_error: text('last_error'),
    failed_at: at('failed_at'),
    created_at: createdAt(),
  },
  (t) => [
    index('mail_outbox_failed_idx')
      .on(t.failed_at)
      .where(sql`${t.failed_at} is not null`),
  ],
);

/**
 * Restricted-access links (SPEC §4): a newcomer's way in before their first day. The token is
 * stored hashed; it opens one session once, until it expires or HR sends a newer link.
 */
export const restrictedAccesses = pgTable(
  'restricted_accesses',
  {
    ...singleUseToken(),
    revoked_at: at('revoked_at'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('restricted_accesses_user_idx').on(t.user_id)],
);
