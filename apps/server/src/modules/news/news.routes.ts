import { ErrorBody, message, MessageBody, PICTURE_MAX_BYTES } from '@atrium/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.ts';
import { assertRowAccess } from '../../platform/c13s/access.ts';
import { accessContext } from '../../platform/c13s/c13s.routes.ts';
import { SENT_AS_STORED } from '../../platform/compression.ts';
import { receivePicture, storePicture } from '../../platform/files/picture-upload.ts';
import { sendStoredFile } from '../../platform/files/send-file.ts';
import { conflict, notFound } from '../../platform/http-errors.ts';
import { IdParams, recordMoveSchema } from '../../platform/route-schemas.ts';
import { newsImplementation } from './news.objects.ts';
import { news } from './news.tables.ts';

const base = '/home/news/:id';
const tags = ['home/news'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** A cover's address changes with its content: enough of the hash to tell two pictures apart. */
const coverVersion = (sha256: string) => sha256.slice(0, 16);

/**
 * Refuses before a body is read (an upload may be megabytes), as the generic routes would: 404 for
 * an item the caller cannot see, 403 for one they may not change.
 */
const guard = (operation: 'read' | 'update') => async (request: FastifyRequest) => {
  const parsed = IdParams.safeParse(request.params);
  if (!parsed.success) return; // validation answers 400 next
  await assertRowAccess(
    request.server.db,
    newsImplementation,
    parsed.data.id,
    operation,
    accessContext(request),
  );
};

/** What `home/news` adds to the generic routes: archiving an item, and its cover picture. */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { blobs } = app.files;
  const cover = { missing: 'news.coverMissing', tooLarge: 'news.coverTooLarge' } as const;

  app.post(
    `${base}/archive`,
    {
      schema: recordMoveSchema(
        'home_news_archive',
        tags,
        'Archives a news item: it leaves the readers’ views at once and can no longer be edited.',
      ),
      preValidation: guard('update'),
    },
    async (request) => {
      const ctx = accessContext(request);
      await app.db.transaction(async (tx) => {
        await assertRowAccess(tx, newsImplementation, request.params.id, 'update', ctx, { lock: true });
        const [row] = await tx.select().from(news).where(eq(news.id, request.params.id));
        if (row!.archived_at) throw conflict('news.alreadyArchived');
        const now = new Date();
        await tx.update(news).set({ archived_at: now, updated_at: now }).where(eq(news.id, row!.id));
        await recordAudit(tx, {
          actor: ctx.user.id,
          object: 'home/news',
          recordId: row!.id,
          action: 'archive',
          changes: { archived_at: { before: null, after: now.toISOString() } },
        });
      });
      return message('news.archived');
    },
  );

  app.get(
    `${base}/cover`,
    {
      schema: {
        operationId: 'home_news_cover',
        tags,
        description:
          'The cover picture as JPEG, with an ETag to revalidate (304); 404 without one or for an item the caller cannot read.',
        params: IdParams,
        querystring: z.object({ v: z.string().max(64).optional() }),
        response: {
          200: { description: 'The cover', content: { 'image/jpeg': { schema: z.string() } } },
          ...errors,
        },
      },
      preValidation: guard('read'),
      ...SENT_AS_STORED,
    },
    async (request, reply) => {
      const [row] = await app.db
        .select({ blob: news.cover_blob_id })
        .from(news)
        .where(eq(news.id, request.params.id));
      const blob = row?.blob && (await blobs.info(row.blob));
      if (!blob) throw notFound();
      return sendStoredFile(request, reply, blobs, { ...blob, fileName: 'cover.jpg' });
    },
  );

  app.post(
    `${base}/cover`,
    {
      schema: {
        operationId: 'home_news_cover_upload',
        tags,
        description: `multipart/form-data with one file: JPEG, PNG or WebP up to ${PICTURE_MAX_BYTES / 1024 / 1024} MB (415 otherwise, 413 when larger), re-encoded as JPEG like a profile picture.`,
        params: IdParams,
        response: {
          200: MessageBody,
          ...errors,
          409: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
          429: ErrorBody,
        },
      },
      preValidation: guard('update'),
    },
    async (request) => {
      await receivePicture(request, cover, async (picture, caller) => {
        await storePicture(blobs, picture, caller, async (stored, tx) => {
          // Locks the item, so two uploads at once replace one another in turn.
          const [previous] = await tx
            .select({ blob: news.cover_blob_id, archived_at: news.archived_at })
            .from(news)
            .where(eq(news.id, request.params.id))
            .for('update');
          if (!previous) throw notFound();
          if (previous.archived_at) throw conflict('news.alreadyArchived');
          await tx
            .update(news)
            .set({
              cover_blob_id: stored.id,
              cover_version: coverVersion(stored.sha256),
              updated_at: new Date(),
            })
            .where(eq(news.id, request.params.id));
          if (previous.blob) await blobs.remove(previous.blob, tx);
        });
      });
      return message('news.coverSaved');
    },
  );

  app.delete(
    `${base}/cover`,
    {
      schema: {
        operationId: 'home_news_cover_delete',
        tags,
        params: IdParams,
        response: { 200: MessageBody, ...errors },
      },
      preValidation: guard('update'),
    },
    async (request) => {
      const removed = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .select({ blob: news.cover_blob_id })
          .from(news)
          .where(eq(news.id, request.params.id))
          .for('update');
        if (!row?.blob) return false;
        await tx
          .update(news)
          .set({ cover_blob_id: null, cover_version: null, updated_at: new Date() })
          .where(eq(news.id, request.params.id));
        await blobs.remove(row.blob, tx);
        return true;
      });
      if (!removed) throw notFound();
      return message('news.coverDeleted');
    },
  );
};
