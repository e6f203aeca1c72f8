import { ErrorBody, PICTURE_MAX_BYTES, WALL_PICTURE_MAX_SIDE, WallPictureUploaded } from '@atrium/contract';
import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessContext } from '../../platform/c13s/c13s.routes.ts';
import { SENT_AS_STORED } from '../../platform/compression.ts';
import { receivePicture, storePicture } from '../../platform/files/picture-upload.ts';
import { sendStoredFile } from '../../platform/files/send-file.ts';
import { notFound } from '../../platform/http-errors.ts';
import { IdParams, RECORD_ERRORS } from '../../platform/route-schemas.ts';
import { isModerator, needsWall } from './wall-access.ts';
import { wallPictures, wallPosts } from './wall.tables.ts';

const pictures = '/home/wall/pictures';
const tags = ['home/wall'];

/**
 * A post's pictures: uploaded one at a time before the post is sent, with the checks of profile
 * pictures (type read from the bytes, size, re-encoded to JPEG without metadata), then attached
 * by the post. Read by whoever sees the post; an upload not yet posted by its uploader only.
 */
export const wallPictureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { blobs } = app.files;
  const upload = {
    missing: 'people.pictureMissing' as const,
    tooLarge: 'people.pictureTooLarge' as const,
    maxSide: WALL_PICTURE_MAX_SIDE,
  };

  app.post(
    pictures,
    {
      schema: {
        operationId: 'home_wall_picture_upload',
        tags,
        description: `multipart/form-data with one file: JPEG, PNG or WebP up to ${PICTURE_MAX_BYTES / 1024 / 1024} MB (415 otherwise, 413 when larger). Answers the id to put in a post's \`picture_ids\`.`,
        response: {
          201: WallPictureUploaded,
          ...RECORD_ERRORS,
          413: ErrorBody,
          415: ErrorBody,
          429: ErrorBody,
        },
      },
      preValidation: needsWall('create'),
    },
    async (request, reply) => {
      const stored = await receivePicture(request, upload, (picture, me) =>
        storePicture(blobs, picture, me, async (blob, tx) => {
          const size = { width: picture.width, height: picture.height };
          await tx.insert(wallPictures).values({ blob_id: blob.id, uploader_id: me, ...size });
          return { id: blob.id, ...size };
        }),
      );
      return reply.status(201).send(stored);
    },
  );

  app.get(
    `${pictures}/:id`,
    {
      schema: {
        operationId: 'home_wall_picture',
        tags,
        description: 'A post’s picture as JPEG, with an ETag to revalidate (304).',
        params: IdParams,
        response: {
          200: { description: 'The picture', content: { 'image/jpeg': { schema: z.string() } } },
          ...RECORD_ERRORS,
        },
      },
      preValidation: needsWall('read'),
      ...SENT_AS_STORED,
    },
    async (request, reply) => {
      const ctx = accessContext(request);
      const [found] = await app.db
        .select({ id: wallPictures.blob_id })
        .from(wallPictures)
        .leftJoin(wallPosts, eq(wallPosts.id, wallPictures.post_id))
        .where(
          and(
            eq(wallPictures.blob_id, request.params.id),
            or(
              // Not yet posted: its uploader's preview only.
              and(isNull(wallPictures.post_id), eq(wallPictures.uploader_id, ctx.user.id)),
              // Posted: whoever sees the post.
              and(isNotNull(wallPosts.id), isModerator(ctx) ? undefined : isNull(wallPosts.hidden_at)),
            ),
          ),
        );
      const blob = found && (await blobs.info(found.id));
      if (!blob) throw notFound();
      return sendStoredFile(request, reply, blobs, { ...blob, fileName: 'picture.jpg' });
    },
  );
};
