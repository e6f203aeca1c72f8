import { z } from 'zod';
import { PersonRef } from './api.ts';

/**
 * What a notification tells of. The web words each from its kind and `params`, in the reader's
 * language; `feedback_reply` is for the feedback inbox (the author of a report gets the reply),
 * `contribution` asks a person named a credential's contributor to confirm it.
 */
export const NOTIFICATION_KINDS = [
  'mention',
  'comment',
  'reaction',
  'feedback_reply',
  'contribution',
  /** A confirmed assignment of theirs was created, or its dates or allocation changed. */
  'assignment',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * How often an open page asks for the unread count: at most every 30 s. Declared here, not with
 * the wall's, so the bell on every page does not load the wall's schemas.
 */
export const NOTIFICATIONS_POLL_MS = 30_000;

/** A page of notifications: newest first, at most this many. */
export const NOTIFICATIONS_PAGE_MAX = 50;

/** Small facts a notification's sentence needs (a post's first words…); never a whole record. */
export const NotificationParams = z.record(z.string(), z.string().max(200));
export type NotificationParams = z.infer<typeof NotificationParams>;

export const Notification = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** Who did it; null for the firm. */
  actor: PersonRef.nullable(),
  /** A path in the app (`/wall/posts/…`), opened when the notification is clicked. */
  link: z.string(),
  params: NotificationParams,
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof Notification>;

/** `GET …/public/notifications?cursor=&limit=` */
export const NotificationsQuery = z.strictObject({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(20),
});
export type NotificationsQuery = z.infer<typeof NotificationsQuery>;

export const NotificationsPage = z.object({
  items: z.array(Notification),
  /** Gives the next page as `cursor`; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type NotificationsPage = z.infer<typeof NotificationsPage>;

/**
 * `POST …/public/notifications/read_all`: marks read what the reader has seen, up to the newest
 * notification the menu showed, so one that arrives meanwhile stays unread.
 */
export const NotificationsReadAllInput = z.strictObject({ until: z.iso.datetime({ offset: true }) });
export type NotificationsReadAllInput = z.infer<typeof NotificationsReadAllInput>;

/** `/api/c13s/v2/public/notifications`: the caller's own notifications. */
export const notificationsApi = { module: 'public', object: 'notifications' } as const;
