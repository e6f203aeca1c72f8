import {
  CountBody,
  message,
  MessageBody,
  NotificationsPage,
  NotificationsQuery,
  NotificationsReadAllInput,
} from '@atrium/contract';
import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessContext } from '../c13s/c13s.routes.ts';
import { notFound } from '../http-errors.ts';
import { olderThan, pageOf } from '../keyset-cursor.ts';
import { IdParams, RECORD_ERRORS } from '../route-schemas.ts';
import { loadPersonRefs } from '../users/person-refs.ts';
import { notifications } from './notifications.tables.ts';

const base = '/public/notifications';
const tags = ['public/notifications'];
/** The badge stops counting here ("99+"): the count stays an index scan of a bounded size. */
const UNREAD_COUNTED_MAX = 100;

/**
 * The caller's own notifications (the bell): every signed-in person has some, restricted access
 * included; each route reads or marks only rows whose recipient is the caller, so another's id
 * is simply not found.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    base,
    {
      schema: {
        operationId: 'public_notifications_list',
        tags,
        description:
          'The caller’s notifications, newest first, a page at a time (`cursor` from the previous page).',
        querystring: NotificationsQuery,
        response: { 200: NotificationsPage, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const me = accessContext(request).user.id;
      const { cursor, limit } = request.query;
      const rows = await app.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.recipient_id, me),
            olderThan(notifications.created_at, notifications.id, cursor),
          ),
        )
        .orderBy(desc(notifications.created_at), desc(notifications.id))
        .limit(limit + 1);
      const page = pageOf(rows, limit);
      const actors = await loadPersonRefs(
        app.db,
        page.items.flatMap((row) => (row.actor_id ? [row.actor_id] : [])),
      );
      return {
        next_cursor: page.next_cursor,
        items: page.items.map((row) => ({
          id: row.id,
          kind: row.kind,
          actor: (row.actor_id && actors.get(row.actor_id)) || null,
          link: row.link,
          params: row.params,
          created_at: row.created_at.toISOString(),
          read_at: row.read_at?.toISOString() ?? null,
        })),
      };
    },
  );

  app.get(
    `${base}/unread_count`,
    {
      schema: {
        operationId: 'public_notifications_unread_count',
        tags,
        description: `How many of the caller’s notifications are unread, counted up to ${UNREAD_COUNTED_MAX}. Cheap: the bell asks every 30 s.`,
        response: { 200: CountBody, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const me = accessContext(request).user.id;
      const unread = app.db
        .select({ one: sql`1` })
        .from(notifications)
        .where(and(eq(notifications.recipient_id, me), isNull(notifications.read_at)))
        .limit(UNREAD_COUNTED_MAX)
        .as('unread');
      const [row] = await app.db.select({ count: sql<number>`count(*)::int` }).from(unread);
      return { count: row?.count ?? 0 };
    },
  );

  app.post(
    `${base}/:id/read`,
    {
      schema: {
        operationId: 'public_notifications_read',
        tags,
        description: 'Marks one of the caller’s notifications read (again is fine).',
        params: IdParams,
        response: { 200: MessageBody, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const me = accessContext(request).user.id;
      const [found] = await app.db
        .update(notifications)
        .set({ read_at: sql`coalesce(${notifications.read_at}, now())` })
        .where(and(eq(notifications.id, request.params.id), eq(notifications.recipient_id, me)))
        .returning({ id: notifications.id });
      if (!found) throw notFound();
      return message('notifications.read');
    },
  );

  app.post(
    `${base}/read_all`,
    {
      schema: {
        operationId: 'public_notifications_read_all',
        tags,
        description:
          'Marks the caller’s unread notifications read, up to `until` (the newest the menu showed).',
        body: NotificationsReadAllInput,
        response: { 200: MessageBody, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const me = accessContext(request).user.id;
      await app.db
        .update(notifications)
        .set({ read_at: new Date() })
        .where(
          and(
            eq(notifications.recipient_id, me),
            isNull(notifications.read_at),
            lte(notifications.created_at, new Date(request.body.until)),
          ),
        );
      return message('notifications.allRead');
    },
  );
};
