import { eq, or } from 'drizzle-orm';
import type { AccessRule } from '../../platform/c13s/define-object.ts';
import { credentials } from './credentials.tables.ts';

/** The credential's own people: its sales owner and its credential manager. */
const ownPeople: AccessRule = ({ user }) =>
  or(eq(credentials.sales_owner_id, user.id), eq(credentials.credential_manager_id, user.id))!;

/** Its own people and holders of 'credentials update' edit a credential, its files included. */
export const editRule: AccessRule = (ctx) => ctx.can('credentials', 'update') || ownPeople(ctx);

/** Editors, and holders of 'credentials top', who may change the top flag only. */
export const updateRule: AccessRule = (ctx) => ctx.can('credentials', 'top') || editRule(ctx);

/** Whether the caller edits this credential as a whole, rather than only its top flag. */
export const isEditor = (
  ctx: { user: { id: string }; can: (object: string, action: string) => boolean },
  row: { sales_owner_id: string | null; credential_manager_id: string | null },
) =>
  ctx.can('credentials', 'update') ||
  row.sales_owner_id === ctx.user.id ||
  row.credential_manager_id === ctx.user.id;

/** Its own people and holders of 'credentials delete' delete one. */
export const deleteRule: AccessRule = (ctx) => ctx.can('credentials', 'delete') || ownPeople(ctx);
