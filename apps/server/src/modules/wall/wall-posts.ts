import { type WallPostInput } from '@atrium/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database.ts';
import type { AccessContext } from '../../platform/c13s/define-object.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http-errors.ts';
import { excerpt, notify } from '../../platform/notifications/notify.ts';
import { users } from '../../platform/users/users.tables.ts';
import { isModerator, mayChange } from './wall-access.ts';
import { spendOnWall } from './wall-limits.ts';
import { wallPictures, wallPosts, type WallPostRow } from './wall.tables.ts';

/** Where a notification about a post leads. */
export const postLink = (postId: string) => `/wall/${postId}`;

/**
 * The post if the caller may see it: hidden posts exist only for moderators. `lock` holds it for
 * the rest of the transaction (a like, a comment and a hide each count on the row).
 */
export async function visiblePost(
  db: DbOrTx,
  id: string,
  ctx: AccessContext,
  lock = false,
): Promise<WallPostRow> {
  const query = db.select().from(wallPosts).where(eq(wallPosts.id, id));
  const [post] = lock ? await query.for('update') : await query;
  if (!post || (post.hidden_at && !isModerator(ctx))) throw notFound();
  return post;
}

/** The post, open to what others add (likes, comments, reports): a hidden one is closed to them. */
export async function openPost(tx: Tx, id: string, ctx: AccessContext): Promise<WallPostRow> {
  const post = await visiblePost(tx, id, ctx, true);
  if (post.hidden_at) throw conflict('wall.postHidden');
  return post;
}

/** The post for its author (or a moderator) to change: 404 unseen, 403 someone else's. */
export async function ownPost(tx: Tx, id: string, ctx: AccessContext, operation: 'update' | 'delete') {
  const post = await visiblePost(tx, id, ctx, true);
  if (!mayChange(ctx, post.author_id, operation)) throw forbidden();
  return post;
}

/**
 * The ids to store, each a colleague at work, or a 400 naming the field. An unknown id, a newcomer
 * not arrived yet and someone who left all get the same answer, so a mention tells nobody who
 * exists. Those the post already mentions stay, whatever became of them since.
 */
export async function checkMentions(
  db: DbOrTx,
  ids: readonly string[],
  alreadyMentioned: readonly string[] = [],
): Promise<string[]> {
  const unique = [...new Set(ids)];
  const added = unique.filter((id) => !alreadyMentioned.includes(id));
  const atWork =
    added.length === 0
      ? []
      : await db
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, added), eq(users.status, 'active')));
  if (atWork.length !== added.length) {
    throw badRequest('wall.unknownMention', { mention_ids: 'wall.unknownMention' });
  }
  return unique;
}

/** Tells each colleague newly mentioned in a post. */
export async function notifyMentions(
  tx: Tx,
  post: { id: string; text: string },
  ids: readonly string[],
  actor: string,
) {
  for (const recipientId of ids) {
    await notify(tx, {
      recipientId,
      kind: 'mention',
      actorId: actor,
      link: postLink(post.id),
      params: { excerpt: excerpt(post.text) },
    });
  }
}

/** Attaches the caller's own pictures, uploaded and not yet in a post, in the order given. */
export async function attachPictures(
  tx: Tx,
  postId: string,
  pictureIds: readonly string[],
  uploader: string,
) {
  if (pictureIds.length === 0) return;
  if (new Set(pictureIds).size !== pictureIds.length) {
    throw badRequest('wall.unknownPicture', { picture_ids: 'wall.unknownPicture' });
  }
  const attached = await tx
    .update(wallPictures)
    .set({
      post_id: postId,
      position: sql`array_position(${sql.param(pictureIds)}::uuid[], ${wallPictures.blob_id})`,
    })
    .where(
      and(
        inArray(wallPictures.blob_id, [...pictureIds]),
        eq(wallPictures.uploader_id, uploader),
        isNull(wallPictures.post_id),
      ),
    )
    .returning({ id: wallPictures.blob_id });
  if (attached.length !== pictureIds.length) {
    throw badRequest('wall.unknownPicture', { picture_ids: 'wall.unknownPicture' });
  }
}

/**
 * A colleague's post: its mentions checked, within the author's hourly allowances, its pictures
 * attached, the people mentioned told.
 */
export async function createPost(
  tx: Tx,
  input: Required<WallPostInput>,
  ctx: AccessContext,
): Promise<string> {
  const me = ctx.user.id;
  const mentions = await checkMentions(tx, input.mention_ids);
  await spendOnWall(tx, me, 'posts');
  await spendOnWall(tx, me, 'mentions', mentions.length);
  const [post] = await tx
    .insert(wallPosts)
    .values({ author_id: me, text: input.text, mention_ids: mentions })
    .returning({ id: wallPosts.id, text: wallPosts.text });
  await attachPictures(tx, post!.id, input.picture_ids, me);
  await notifyMentions(tx, post!, mentions, me);
  return post!.id;
}
