import { z } from 'zod';
import { PersonRef } from './api.ts';
import { WALL_MESSAGES } from './server-messages.ts';

export const WALL_POST_MAX = 700;
export const WALL_COMMENT_MAX = 300;
export const WALL_PICTURES_MAX = 4;
/** Colleagues one post may mention (each is notified). */
export const WALL_MENTIONS_MAX = 10;
export const WALL_PAGE_MAX = 50;
/** Comments a feed's post carries; the rest is read with the post's comments. */
export const WALL_FIRST_COMMENTS = 3;
export const WALL_REASON_MAX = 300;
/** A wall picture's longest side once re-encoded: a photo, where a profile picture is an avatar. */
export const WALL_PICTURE_MAX_SIDE = 1600;
/** How often the web asks for the new posts' count: at most every 30 s. */
export const WALL_POLL_MS = 30_000;

/** Posts the firm makes by itself, each once for its event. */
export const FIRM_POST_KINDS = [
  'newcomer_arrived',
  'credential_won',
  'guild_created',
  'solution_top',
] as const;
export type FirmPostKind = (typeof FIRM_POST_KINDS)[number];

const postText = z
  .string()
  .trim()
  .min(1, WALL_MESSAGES.textRequired)
  .max(WALL_POST_MAX, WALL_MESSAGES.postTooLong);
const commentText = z
  .string()
  .trim()
  .min(1, WALL_MESSAGES.textRequired)
  .max(WALL_COMMENT_MAX, WALL_MESSAGES.commentTooLong);
const mentionIds = z.array(z.uuid()).max(WALL_MENTIONS_MAX);

/** `POST …/home/wall/posts`: text (links stay text), colleagues mentioned, pictures uploaded first. */
export const WallPostInput = z.strictObject({
  text: postText,
  mention_ids: mentionIds.default([]),
  picture_ids: z.array(z.uuid()).max(WALL_PICTURES_MAX, WALL_MESSAGES.tooManyPictures).default([]),
});
export type WallPostInput = z.input<typeof WallPostInput>;

/** `PATCH …/home/wall/posts/{id}`: the text and its mentions; pictures stay as posted. */
export const WallPostPatch = z.strictObject({ text: postText, mention_ids: mentionIds.default([]) });
export type WallPostPatch = z.input<typeof WallPostPatch>;

export const WallCommentInput = z.strictObject({ text: commentText });
export type WallCommentInput = z.infer<typeof WallCommentInput>;

/** Why a post is reported, or hidden. */
export const WallReasonInput = z.strictObject({
  reason: z.string().trim().min(1, WALL_MESSAGES.reasonRequired).max(WALL_REASON_MAX),
});
export type WallReasonInput = z.infer<typeof WallReasonInput>;

export const WallComment = z.object({
  id: z.string(),
  post_id: z.string(),
  author: PersonRef.nullable(),
  text: z.string(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  _can: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type WallComment = z.infer<typeof WallComment>;

export const WallPicture = z.object({ id: z.string(), width: z.number(), height: z.number() });
export type WallPicture = z.infer<typeof WallPicture>;

export const WallPost = z.object({
  id: z.string(),
  /** The colleague who wrote it; null for a post of the firm (`firm`). */
  author: PersonRef.nullable(),
  text: z.string(),
  /** A post the firm made: its event and what its sentence names, and the page it links to. */
  firm: z.object({ kind: z.enum(FIRM_POST_KINDS), name: z.string(), link: z.string() }).nullable(),
  mentions: z.array(PersonRef),
  pictures: z.array(WallPicture),
  like_count: z.number(),
  liked: z.boolean(),
  comment_count: z.number(),
  /** The oldest few comments, in order. */
  comments: z.array(WallComment),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  /** Only moderators see hidden posts, with who hid them and why. */
  hidden: z.object({ by: PersonRef.nullable(), reason: z.string(), at: z.string() }).nullable(),
  /** Reports, for moderators; 0 for everyone else. */
  report_count: z.number(),
  _can: z.object({ update: z.boolean(), delete: z.boolean(), hide: z.boolean() }),
});
export type WallPost = z.infer<typeof WallPost>;

/** `GET …/home/wall/posts?cursor=&limit=&reported=` */
export const WallFeedQuery = z.strictObject({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(WALL_PAGE_MAX).default(10),
  /** Moderators: only the posts someone reported. */
  reported: z.enum(['true', 'false']).optional(),
});
export type WallFeedQuery = z.input<typeof WallFeedQuery>;

export const WallFeedPage = z.object({
  items: z.array(WallPost),
  next_cursor: z.string().nullable(),
});
export type WallFeedPage = z.infer<typeof WallFeedPage>;

/** `GET …/home/wall/posts/new_count?since=`: posts newer than the newest one the reader has. */
export const WallNewCountQuery = z.strictObject({ since: z.iso.datetime({ offset: true }) });

export const WallCommentsPage = z.object({ items: z.array(WallComment) });
export type WallCommentsPage = z.infer<typeof WallCommentsPage>;

export const WallPictureUploaded = z.object({ id: z.string(), width: z.number(), height: z.number() });

/** `/api/c13s/v2/home/wall`: the social wall's routes. */
export const wallApi = { module: 'home', object: 'wall' } as const;
