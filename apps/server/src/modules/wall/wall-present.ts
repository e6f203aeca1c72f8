import { WALL_FIRST_COMMENTS, type PersonRef, type WallComment, type WallPost } from '@atrium/contract';
import { and, asc, eq, getTableColumns, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import type { AccessContext } from '../../platform/c13s/define-object.ts';
import { loadPersonRefs } from '../../platform/users/person-refs.ts';
import { isModerator, mayChange } from './wall-access.ts';
import {
  wallComments,
  wallLikes,
  wallPictures,
  type WallCommentRow,
  type WallPostRow,
} from './wall.tables.ts';

export function presentComment(
  row: WallCommentRow,
  people: Map<string, PersonRef>,
  ctx: AccessContext,
): WallComment {
  return {
    id: row.id,
    post_id: row.post_id,
    author: people.get(row.author_id) ?? null,
    text: row.text,
    created_at: row.created_at.toISOString(),
    edited_at: row.edited_at?.toISOString() ?? null,
    _can: {
      update: mayChange(ctx, row.author_id, 'update'),
      delete: mayChange(ctx, row.author_id, 'delete'),
    },
  };
}

/** The first comments of each post, oldest first: one query for the page, whatever its posts hold. */
async function firstComments(db: DbOrTx, postIds: string[]): Promise<WallCommentRow[]> {
  const ranked = db
    .select({
      ...getTableColumns(wallComments),
      rank: sql<number>`row_number() over (partition by ${wallComments.post_id} order by ${wallComments.created_at}, ${wallComments.id})`.as(
        'rank',
      ),
    })
    .from(wallComments)
    .where(inArray(wallComments.post_id, postIds))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, WALL_FIRST_COMMENTS))
    .orderBy(asc(ranked.created_at), asc(ranked.id));
  // A subquery's timestamps come back as the driver gives them; the row type says Date.
  return rows.map(({ rank: _rank, ...row }) => ({
    ...row,
    created_at: new Date(row.created_at),
    edited_at: row.edited_at === null ? null : new Date(row.edited_at),
  }));
}

/**
 * Posts as the reader sees them, in a fixed number of queries per page: whether they liked each,
 * the pictures, the first comments, and every person named (authors, mentions, commenters, who hid).
 */
export async function presentPosts(db: DbOrTx, rows: WallPostRow[], ctx: AccessContext): Promise<WallPost[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const me = ctx.user.id;
  const [liked, pictures, comments] = await Promise.all([
    db
      .select({ post_id: wallLikes.post_id })
      .from(wallLikes)
      .where(and(eq(wallLikes.user_id, me), inArray(wallLikes.post_id, ids))),
    db
      .select({
        id: wallPictures.blob_id,
        post_id: wallPictures.post_id,
        width: wallPictures.width,
        height: wallPictures.height,
      })
      .from(wallPictures)
      .where(inArray(wallPictures.post_id, ids))
      .orderBy(asc(wallPictures.position)),
    firstComments(db, ids),
  ]);
  const people = await loadPersonRefs(
    db,
    [
      ...rows.flatMap((row) => [row.author_id, row.hidden_by, ...row.mention_ids]),
      ...comments.map((comment) => comment.author_id),
    ].filter((id): id is string => id !== null),
  );
  const likedIds = new Set(liked.map((like) => like.post_id));
  const moderator = isModerator(ctx);
  return rows.map((row) => ({
    id: row.id,
    author: (row.author_id && people.get(row.author_id)) || null,
    text: row.text,
    firm:
      row.firm_kind === null
        ? null
        : { kind: row.firm_kind, name: row.firm_name ?? '', link: row.firm_link ?? '/home' },
    mentions: row.mention_ids.flatMap((id) => people.get(id) ?? []),
    pictures: pictures
      .filter((picture) => picture.post_id === row.id)
      .map(({ post_id: _post, ...picture }) => picture),
    like_count: row.like_count,
    liked: likedIds.has(row.id),
    comment_count: row.comment_count,
    comments: comments
      .filter((comment) => comment.post_id === row.id)
      .map((comment) => presentComment(comment, people, ctx)),
    created_at: row.created_at.toISOString(),
    edited_at: row.edited_at?.toISOString() ?? null,
    hidden:
      moderator && row.hidden_at
        ? {
            by: (row.hidden_by && people.get(row.hidden_by)) || null,
            reason: row.hidden_reason ?? '',
            at: row.hidden_at.toISOString(),
          }
        : null,
    report_count: moderator ? row.report_count : 0,
    _can: {
      update: row.firm_kind === null && mayChange(ctx, row.author_id, 'update'),
      delete: mayChange(ctx, row.author_id, 'delete'),
      hide: moderator && row.hidden_at === null,
    },
  }));
}
