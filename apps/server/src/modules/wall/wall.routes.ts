import {
  CountBody,
  CreatedBody,
  ErrorBody,
  message,
  WallCommentInput,
  WallCommentsPage,
  WallFeedPage,
  WallFeedQuery,
  WallNewCountQuery,
  WallPost,
  WallPostInput,
  type WallPostInput as PostInput,
  WallPostPatch,
  WallReasonInput,
} from '@atrium/contract';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import type { AccessContext } from '../../platform/c13s/define-object.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessContext } from '../../platform/c13s/c13s.routes.ts';
import { conflict, forbidden, notFound } from '../../platform/http-errors.ts';
import { olderThan, pageOf } from '../../platform/keyset-cursor.ts';
import { notifications } from '../../platform/notifications/notifications.tables.ts';
import { excerpt, notify } from '../../platform/notifications/notify.ts';
import { loadPersonRefs } from '../../platform/users/person-refs.ts';
import { IdParams, RECORD_ERRORS } from '../../platform/route-schemas.ts';
import { isModerator, mayChange, needsWall } from './wall-access.ts';
import { spendOnWall } from './wall-limits.ts';
import { addWallChange, wallChange } from './wall-change-route.ts';
import { wallPictureRoutes } from './wall-pictures.routes.ts';
import {
  checkMentions,
  createPost,
  notifyMentions,
  openPost,
  ownPost,
  postLink,
  visiblePost,
} from './wall-posts.ts';
import { presentComment, presentPosts } from './wall-present.ts';
import { wallComments, wallLikes, wallPictures, wallPosts, wallReports } from './wall.tables.ts';

const posts = '/home/wall/posts';
const tags = ['home/wall'];
/** "N new posts" stops counting here: the count stays a short index scan, whatever the wall holds. */
const NEW_COUNTED_MAX = 100;

/**
 * The social wall: the feed, a colleague's posts, likes, comments, reports and moderation.
 *
 * "N new posts" and the bell are polled (`GET …/new_count`, at most every 30 s), not pushed by
 * Server-Sent Events: the firm runs two instances behind a proxy, so a push would need a channel
 * between them (LISTEN/NOTIFY) and proxies that keep long responses open and unbuffered; a
 * bounded count on an index answers in a millisecond, and a minute of delay is fine for a wall.
 */
export const wallRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(wallPictureRoutes);

  app.get(
    posts,
    {
      schema: {
        operationId: 'home_wall_feed',
        tags,
        description:
          'The wall, newest first, a page at a time (`cursor` from the previous page; no offset). Moderators also see hidden posts, and with `reported=true` only reported ones.',
        querystring: WallFeedQuery,
        response: { 200: WallFeedPage, ...RECORD_ERRORS },
      },
      preValidation: needsWall('read'),
    },
    async (request) => {
      const ctx = accessContext(request);
      const { cursor, limit, reported } = request.query;
      const moderator = isModerator(ctx);
      if (reported === 'true' && !moderator) throw forbidden();
      const rows = await app.db
        .select()
        .from(wallPosts)
        .where(
          and(
            moderator ? undefined : isNull(wallPosts.hidden_at),
            reported === 'true' ? gt(wallPosts.report_count, 0) : undefined,
            olderThan(wallPosts.created_at, wallPosts.id, cursor),
          ),
        )
        .orderBy(desc(wallPosts.created_at), desc(wallPosts.id))
        .limit(limit + 1);
      const page = pageOf(rows, limit);
      return { items: await presentPosts(app.db, page.items, ctx), next_cursor: page.next_cursor };
    },
  );

  app.get(
    `${posts}/new_count`,
    {
      schema: {
        operationId: 'home_wall_new_count',
        tags,
        description: `How many visible posts are newer than \`since\` (the newest the reader has), up to ${NEW_COUNTED_MAX}.`,
        querystring: WallNewCountQuery,
        response: { 200: CountBody, ...RECORD_ERRORS },
      },
      preValidation: needsWall('read'),
    },
    async (request) => {
      const newer = app.db
        .select({ one: sql`1` })
        .from(wallPosts)
        .where(and(isNull(wallPosts.hidden_at), gt(wallPosts.created_at, new Date(request.query.since))))
        .limit(NEW_COUNTED_MAX)
        .as('newer');
      const [row] = await app.db.select({ count: sql<number>`count(*)::int` }).from(newer);
      return { count: row?.count ?? 0 };
    },
  );

  app.get(
    `${posts}/:id`,
    {
      schema: {
        operationId: 'home_wall_post',
        tags,
        description: 'One post, as the feed shows it (a notification’s link).',
        params: IdParams,
        response: { 200: WallPost, ...RECORD_ERRORS },
      },
      preValidation: needsWall('read'),
    },
    async (request) => {
      const ctx = accessContext(request);
      const [post] = await presentPosts(app.db, [await visiblePost(app.db, request.params.id, ctx)], ctx);
      return post!;
    },
  );

  app.post(
    posts,
    {
      schema: {
        operationId: 'home_wall_post_create',
        tags,
        description:
          'Posts on the wall: text (links stay plain text), colleagues at work mentioned (each notified), pictures uploaded first with `…/pictures`. Per person and hour, a few posts and mentions (429 with Retry-After beyond).',
        body: WallPostInput,
        response: { 201: CreatedBody, ...RECORD_ERRORS, 429: ErrorBody },
      },
      preValidation: needsWall('create'),
    },
    async (request, reply) => {
      const ctx = accessContext(request);
      const input = request.body as Required<PostInput>;
      const id = await app.db.transaction((tx) => createPost(tx, input, ctx));
      return reply.status(201).send({ id, ...message('wall.posted') });
    },
  );

  /** Likes and unlikes: one per person, counted on the post in the same transaction. */
  async function setLiked(tx: Tx, postId: string, ctx: AccessContext, liked: boolean) {
    const me = ctx.user.id;
    const post = await openPost(tx, postId, ctx);
    const mine = and(eq(wallLikes.post_id, post.id), eq(wallLikes.user_id, me));
    const changed = liked
      ? await tx.insert(wallLikes).values({ post_id: post.id, user_id: me }).onConflictDoNothing().returning()
      : await tx.delete(wallLikes).where(mine).returning();
    if (changed.length === 0) return;
    await tx
      .update(wallPosts)
      .set({ like_count: sql`${wallPosts.like_count} + ${liked ? 1 : -1}` })
      .where(eq(wallPosts.id, post.id));
    if (liked && post.author_id) {
      await notify(tx, {
        recipientId: post.author_id,
        kind: 'reaction',
        actorId: me,
        link: postLink(post.id),
        params: { excerpt: excerpt(post.text) },
      });
    }
  }
  app.get(
    `${posts}/:id/comments`,
    {
      schema: {
        operationId: 'home_wall_comments',
        tags,
        description: 'Every comment of a post, oldest first.',
        params: IdParams,
        response: { 200: WallCommentsPage, ...RECORD_ERRORS },
      },
      preValidation: needsWall('read'),
    },
    async (request) => {
      const ctx = accessContext(request);
      const post = await visiblePost(app.db, request.params.id, ctx);
      const rows = await app.db
        .select()
        .from(wallComments)
        .where(eq(wallComments.post_id, post.id))
        .orderBy(asc(wallComments.created_at), asc(wallComments.id));
      const people = await loadPersonRefs(
        app.db,
        rows.map((row) => row.author_id),
      );
      return { items: rows.map((row) => presentComment(row, people, ctx)) };
    },
  );

  app.post(
    `${posts}/:id/comments`,
    {
      schema: {
        operationId: 'home_wall_comment_create',
        tags,
        description:
          'Comments on a visible post (a hidden one refuses, 409); the post’s author is told. Per person, a few comments an hour (429 with Retry-After beyond).',
        params: IdParams,
        body: WallCommentInput,
        response: { 201: CreatedBody, ...RECORD_ERRORS, 429: ErrorBody },
      },
      preValidation: needsWall('create'),
    },
    async (request, reply) => {
      const ctx = accessContext(request);
      const me = ctx.user.id;
      const id = await app.db.transaction(async (tx) => {
        const post = await openPost(tx, request.params.id, ctx);
        await spendOnWall(tx, me, 'comments');
        const [comment] = await tx
          .insert(wallComments)
          .values({ post_id: post.id, author_id: me, text: request.body.text })
          .returning({ id: wallComments.id });
        await tx
          .update(wallPosts)
          .set({ comment_count: sql`${wallPosts.comment_count} + 1` })
          .where(eq(wallPosts.id, post.id));
        if (post.author_id) {
          await notify(tx, {
            recipientId: post.author_id,
            kind: 'comment',
            actorId: me,
            link: postLink(post.id),
            params: { excerpt: excerpt(request.body.text) },
          });
        }
        return comment!.id;
      });
      return reply.status(201).send({ id, ...message('wall.commented') });
    },
  );

  /** A comment for its author (or a moderator) to change, its post locked and still visible to them. */
  const ownComment = async (tx: Tx, id: string, operation: 'update' | 'delete', ctx: AccessContext) => {
    const [comment] = await tx.select().from(wallComments).where(eq(wallComments.id, id));
    if (!comment) throw notFound();
    const post = await visiblePost(tx, comment.post_id, ctx, true);
    if (!mayChange(ctx, comment.author_id, operation)) throw forbidden();
    return { comment, post };
  };

  const changes = [
    wallChange({
      method: 'PATCH',
      url: `${posts}/:id`,
      operationId: 'home_wall_post_update',
      description:
        'Changes a post’s text and mentions: its author, or a moderator. Newly mentioned colleagues are told.',
      right: 'create',
      body: WallPostPatch,
      limited: true,
      run: async (tx, { id, body, ctx }) => {
        const post = await ownPost(tx, id, ctx, 'update');
        if (post.firm_kind !== null) throw conflict('wall.firmPostReadOnly');
        if (post.hidden_at) throw conflict('wall.postHidden');
        const mentions = await checkMentions(tx, body.mention_ids ?? [], post.mention_ids);
        const { text } = body;
        await tx
          .update(wallPosts)
          .set({ text, mention_ids: mentions, edited_at: new Date() })
          .where(eq(wallPosts.id, post.id));
        const added = mentions.filter((mentioned) => !post.mention_ids.includes(mentioned));
        await spendOnWall(tx, ctx.user.id, 'mentions', added.length);
        await notifyMentions(tx, { id: post.id, text }, added, ctx.user.id);
      },
      done: 'wall.postUpdated',
    }),
    wallChange({
      method: 'DELETE',
      url: `${posts}/:id`,
      operationId: 'home_wall_post_delete',
      description:
        'Deletes a post with its pictures, likes and comments: its author, or holders of `wall delete`.',
      right: 'read',
      run: async (tx, { id, ctx }) => {
        const post = await ownPost(tx, id, ctx, 'delete');
        const pictures = await tx
          .select({ id: wallPictures.blob_id })
          .from(wallPictures)
          .where(eq(wallPictures.post_id, post.id));
        for (const picture of pictures) await app.files.blobs.remove(picture.id, tx);
        // Its notifications would lead nowhere now.
        await tx.delete(notifications).where(eq(notifications.link, postLink(post.id)));
        await tx.delete(wallPosts).where(eq(wallPosts.id, post.id));
      },
      done: 'wall.postDeleted',
    }),
    ...[true, false].map((liked) =>
      wallChange({
        method: liked ? 'POST' : 'DELETE',
        url: `${posts}/:id/like`,
        operationId: liked ? 'home_wall_like' : 'home_wall_unlike',
        description: liked
          ? 'Likes a post (again changes nothing); its author is told.'
          : 'Takes the caller’s like back.',
        right: 'create',
        run: (tx, { id, ctx }) => setLiked(tx, id, ctx, liked),
        done: liked ? 'wall.liked' : 'wall.unliked',
      }),
    ),
    wallChange({
      method: 'PATCH',
      url: '/home/wall/comments/:id',
      operationId: 'home_wall_comment_update',
      description: 'Changes a comment: its author, or a moderator; not on a hidden post.',
      right: 'create',
      body: WallCommentInput,
      run: async (tx, { id, body, ctx }) => {
        const { comment, post } = await ownComment(tx, id, 'update', ctx);
        if (post.hidden_at) throw conflict('wall.postHidden');
        await tx
          .update(wallComments)
          .set({ text: body.text, edited_at: new Date() })
          .where(eq(wallComments.id, comment.id));
      },
      done: 'wall.commentUpdated',
    }),
    wallChange({
      method: 'DELETE',
      url: '/home/wall/comments/:id',
      operationId: 'home_wall_comment_delete',
      description: 'Deletes a comment: its author, or holders of `wall delete`.',
      right: 'read',
      run: async (tx, { id, ctx }) => {
        const { comment, post } = await ownComment(tx, id, 'delete', ctx);
        await tx.delete(wallComments).where(eq(wallComments.id, comment.id));
        await tx
          .update(wallPosts)
          .set({ comment_count: sql`${wallPosts.comment_count} - 1` })
          .where(eq(wallPosts.id, post.id));
      },
      done: 'wall.commentDeleted',
    }),
    wallChange({
      method: 'POST',
      url: `${posts}/:id/report`,
      operationId: 'home_wall_report',
      description: 'Reports a post to the moderators, once per person, with why.',
      right: 'create',
      body: WallReasonInput,
      run: async (tx, { id, body, ctx }) => {
        const post = await openPost(tx, id, ctx);
        const added = await tx
          .insert(wallReports)
          .values({ post_id: post.id, reporter_id: ctx.user.id, reason: body.reason })
          .onConflictDoNothing()
          .returning({ id: wallReports.post_id });
        if (added.length === 0) throw conflict('wall.alreadyReported');
        await tx
          .update(wallPosts)
          .set({ report_count: sql`${wallPosts.report_count} + 1` })
          .where(eq(wallPosts.id, post.id));
      },
      done: 'wall.reported',
    }),
    wallChange({
      method: 'POST',
      url: `${posts}/:id/hide`,
      operationId: 'home_wall_hide',
      description:
        'Hides a post from the wall (moderators): kept, with who hid it and why; no more comments or likes.',
      right: 'update',
      body: WallReasonInput,
      run: async (tx, { id, body, ctx }) => {
        const post = await visiblePost(tx, id, ctx, true);
        if (post.hidden_at) throw conflict('wall.alreadyHidden');
        await tx
          .update(wallPosts)
          .set({ hidden_at: new Date(), hidden_by: ctx.user.id, hidden_reason: body.reason })
          .where(eq(wallPosts.id, post.id));
      },
      done: 'wall.hidden',
    }),
  ];
  for (const change of changes) addWallChange(app, change, tags);
};
