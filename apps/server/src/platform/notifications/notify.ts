import type { NotificationKind, NotificationParams } from '@atrium/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { notifications } from './notifications.tables.ts';

export type NotifyInput = {
  recipientId: string;
  kind: NotificationKind;
  /** Who did it; null for the firm (a job, an automatic event). */
  actorId: string | null;
  /** A path in the web app (`/wall/{id}`), opened from the bell. */
  link: string;
  /** What the sentence names (a post's first words…): short texts only. */
  params?: NotificationParams;
};

/** The longest text a notification keeps of what it quotes. */
const PARAM_MAX = 200;

/**
 * Tells a person of something, in the transaction of the event itself: the notification exists if
 * and only if the event commits. Nobody is notified of their own doing, and an identical unread
 * notification (the same person liking, unliking and liking again) is not repeated.
 */
export async function notify(
  tx: Tx,
  { recipientId, kind, actorId, link, params = {} }: NotifyInput,
): Promise<void> {
  if (recipientId === actorId) return;
  const [unread] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.recipient_id, recipientId),
        isNull(notifications.read_at),
        eq(notifications.kind, kind),
        actorId === null ? isNull(notifications.actor_id) : eq(notifications.actor_id, actorId),
        eq(notifications.link, link),
      ),
    )
    .limit(1);
  if (unread) return;
  const kept = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, value.slice(0, PARAM_MAX)]),
  );
  await tx
    .insert(notifications)
    .values({ recipient_id: recipientId, kind, actor_id: actorId, link, params: kept });
}

/** What a notification quotes of a text: its first words. */
export const excerpt = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);
