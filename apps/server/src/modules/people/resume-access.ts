import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AccessContext, AccessRule, WriteContext } from '../../platform/c13s/define-object.ts';
import { badRequest, forbidden } from '../../platform/http-errors.ts';
import { users } from '../../platform/users/users.tables.ts';
import { peopleLedBy } from '../groups/led-people.ts';

/**
 * Resumes and the experiences they draw on belong to a person: they manage their own, and holders
 * of 'resume update' (HR, admin) manage anyone's, generating their resumes included.
 */
export const managesResumesOf = (ctx: AccessContext, userId: string): boolean =>
  userId === ctx.user.id || ctx.can('resume', 'update');

/**
 * Whether the caller may download the resumes of all these people as files: those they manage,
 * anyone's with 'resume download' (a CV sent to a client: CSO, HR), and a group leader those of
 * the people of the groups they lead (the leader's managing tool).
 */
export async function downloadsResumesOf(
  db: DbOrTx,
  ctx: AccessContext,
  userIds: readonly string[],
): Promise<boolean> {
  const others = [...new Set(userIds)].filter((userId) => !managesResumesOf(ctx, userId));
  if (others.length === 0) return true;
  if (ctx.restricted) return false;
  if (ctx.can('resume', 'download')) return true;
  const led = await peopleLedBy(db, ctx.user.id, others);
  return others.every((userId) => led.has(userId));
}

/** The row rule of an owned record: any row with `resume {action}`, else the caller's own. */
export const ownRowsOr =
  (owner: AnyPgColumn, action: 'update' | 'delete'): AccessRule =>
  ({ user, can }) =>
    can('resume', action) || eq(owner, user.id);

/** Who reads an owned record: holders of 'resume read', but a newcomer (restricted) only their own. */
export const readRule =
  (owner: AnyPgColumn): AccessRule =>
  ({ user, can, restricted }) =>
    restricted ? eq(owner, user.id) : can('resume', 'read');

/** Whose record a create makes: the caller's unless they name someone they manage, who must exist. */
export async function ownerForCreate(ctx: WriteContext, userId: string | undefined): Promise<string> {
  const owner = userId ?? ctx.user.id;
  if (!managesResumesOf(ctx, owner)) throw forbidden();
  const [person] = await ctx.tx.select({ id: users.id }).from(users).where(eq(users.id, owner));
  if (!person) throw badRequest(undefined, { user_id: 'people.unknownPerson' });
  return owner;
}
