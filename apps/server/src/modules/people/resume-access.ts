import { TAILORED_CV_PERMISSIONS } from '@atrium/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { assertRowAccess } from '../../platform/c13s/access.ts';
import type { AccessContext, AccessRule, WriteContext } from '../../platform/c13s/define-object.ts';
import { badRequest, forbidden } from '../../platform/http-errors.ts';
import { users } from '../../platform/users/users.tables.ts';
import { peopleLedBy } from '../groups/led-people.ts';
import { usersImplementation } from './people.objects.ts';

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

/**
 * Whether the caller may tailor colleagues' CVs (the AI toolbox's proposal and its file): a
 * consultant preparing a proposal reads people and their resumes ('users read', 'resume read',
 * TAILORED_CV_PERMISSIONS), never a newcomer before their first day. The web offers the tailored CV
 * on the same rule, so it never offers a file the server refuses.
 */
export const mayTailorResumes = (ctx: AccessContext): boolean =>
  !ctx.restricted && TAILORED_CV_PERMISSIONS.every(({ object, action }) => ctx.can(object, action));

/**
 * Whether the caller may generate this person's tailored CV (a selection of their profile): whoever
 * may tailor CVs, of a person they may read (404 otherwise, as reading them would), and whoever may
 * download the person's resumes whole.
 */
export async function tailorsResumeOf(db: DbOrTx, ctx: AccessContext, userId: string): Promise<boolean> {
  if (!mayTailorResumes(ctx)) return downloadsResumesOf(db, ctx, [userId]);
  await assertRowAccess(db, usersImplementation, userId, 'read', ctx);
  return true;
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
