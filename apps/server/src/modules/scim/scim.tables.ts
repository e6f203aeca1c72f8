import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/users/users.tables.ts';

/**
 * What an identity provider says of a person beyond the profile (SCIM, RFC 7643): its own id for
 * them (`externalId`), the enterprise extension's employee number and manager, and whether it
 * deleted them. A row exists once SCIM has written the person; people HR added have none until then.
 */
export const scimUsers = pgTable(
  'scim_users',
  {
    user_id: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    external_id: text('external_id'),
    employee_number: text('employee_number'),
    manager_id: uuid('manager_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * A SCIM DELETE: the person is deactivated and kept (their name stays on what they did, the
     * firm's data is never lost), but the provider no longer finds them (404), as RFC 7644 asks.
     */
    deleted_at: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('scim_users_external_id_idx').on(t.external_id),
    index('scim_users_manager_idx').on(t.manager_id),
  ],
);

export type ScimUserRow = typeof scimUsers.$inferSelect;
