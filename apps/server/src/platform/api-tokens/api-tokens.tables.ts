import type { TokenKind, TokenScope } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { users } from '../users/users.tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * API tokens of scripts, identity providers (SCIM) and people (personal). The secret is never
 * stored: `secret_hash` is its SHA-256, found through `prefix`, the secret's first characters,
 * which are no secret (they are shown on the Integrations screen). A token is revoked, never
 * deleted, so the audit log's "by token {name}" always finds its name.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    kind: text('kind').$type<TokenKind>().notNull(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull().unique(),
    secret_hash: text('secret_hash').notNull(),
    scopes: text('scopes')
      .array()
      .$type<TokenScope[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A personal token's person, whose rights (within its scopes) it acts with; dies with their account. */
    owner_id: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expires_at: at('expires_at').notNull(),
    last_used_at: at('last_used_at'),
    revoked_at: at('revoked_at'),
    created_at: createdAt(),
  },
  (t) => [
    index('api_tokens_owner_idx').on(t.owner_id),
    index('api_tokens_created_by_idx').on(t.created_by),
    index('api_tokens_created_at_idx').on(t.created_at),
  ],
);

export type ApiTokenRow = typeof apiTokens.$inferSelect;
