import { ErrorBody, message, MessageBody, PICTURE_MAX_BYTES } from '@atrium/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertRowAccess } from '../../platform/c13s/access.ts';
import { accessContext } from '../../platform/c13s/c13s.routes.ts';
import { SENT_AS_STORED } from '../../platform/compression.ts';
import { receivePicture } from '../../platform/files/picture-upload.ts';
import { pictureThumbnail, THUMBNAIL_SIDE } from '../../platform/files/pictures.ts';
import { missingAs404, sendStoredFile } from '../../platform/files/send-file.ts';
import { notFound } from '../../platform/http-errors.ts';
import { createPictureService, pictureVersion, type PictureInfo } from './picture.service.ts';
import { usersImplementation } from './people.objects.ts';
import { IdParams } from '../../platform/route-schemas.ts';

const path = '/cv_library/users/:id/picture';
const tags = ['cv_library/users'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const ThumbnailQuery = z.object({ v: z.string().max(64).optional() });
/** Thumbnails made lately, by picture content: a few KB each, and the same ones are asked for all day. */
const THUMBNAILS_KEPT = 500;

/**
 * A person's picture: everyone who may read people sees it; the person themselves and holders of
 * 'users update' (HR, admin) replace or delete it, as they edit the profile (usersImplementation's rules).
 */
export const pictureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { blobs } = app.files;
  const pictures = createPictureService({ db: app.db, blobs });
  const readable = guard('read');
  const writable = guard('update');

  app.get(
    path,
    {
      schema: {
        operationId: 'cv_library_users_picture',
        tags,
        description:
          'The picture as JPEG, with an ETag to revalidate (304). 404 when the person has none; HEAD answers the same without the image.',
        params: IdParams,
        response: {
          200: { description: 'The picture', content: { 'image/jpeg': { schema: z.string() } } },
          ...errors,
        },
      },
      preValidation: readable,
      ...SENT_AS_STORED,
    },
    async (request, reply) => {
      const picture = await pictures.info(request.params.id);
      if (!picture) throw notFound();
      return sendStoredFile(request, reply, blobs, { ...picture, fileName: 'picture.jpg' });
    },
  );

  const thumbnails = new Map<string, Buffer>();
  const thumbnailOf = async (picture: PictureInfo) => {
    const kept = thumbnails.get(picture.sha256);
    if (kept) return kept;
    const made = await pictureThumbnail(await pictures.bytes(picture).catch(missingAs404('picture.jpg')));
    if (thumbnails.size >= THUMBNAILS_KEPT) thumbnails.delete(thumbnails.keys().next().value!);
    thumbnails.set(picture.sha256, made);
    return made;
  };

  app.get(
    `${path}/thumbnail`,
    {
      schema: {
        operationId: 'cv_library_users_picture_thumbnail',
        tags,
        description: `The picture as a ${THUMBNAIL_SIDE} px square WebP, for avatars. With \`v\` equal to the person's \`picture_version\` it is cached for a year (a new picture has a new version); without it, revalidated by ETag (304).`,
        params: IdParams,
        querystring: ThumbnailQuery,
        response: {
          200: { description: 'The thumbnail', content: { 'image/webp': { schema: z.string() } } },
          ...errors,
        },
      },
      preValidation: readable,
    },
    async (request, reply) => {
      const picture = await pictures.info(request.params.id);
      if (!picture) throw notFound();
      const versioned = request.query.v === pictureVersion(picture.sha256);
      return sendThumbnail(request, reply, picture, versioned, () => thumbnailOf(picture));
    },
  );

  app.post(
    path,
    {
      schema: {
        operationId: 'cv_library_users_picture_upload',
        tags,
        description: `multipart/form-data with one file: JPEG, PNG or WebP up to ${PICTURE_MAX_BYTES / 1024 / 1024} MB (415 otherwise, 413 when larger). Stored re-encoded as JPEG.`,
        params: IdParams,
        response: { 200: MessageBody, ...errors, 413: ErrorBody, 415: ErrorBody, 429: ErrorBody },
      },
      preValidation: writable,
    },
    async (request) => {
      await receivePicture(
        request,
        { missing: 'people.pictureMissing', tooLarge: 'people.pictureTooLarge' },
        (picture, caller) => pictures.replace(request.params.id, picture, caller),
      );
      return message('people.pictureSaved');
    },
  );

  app.delete(
    path,
    {
      schema: {
        operationId: 'cv_library_users_picture_delete',
        tags,
        params: IdParams,
        response: { 200: MessageBody, ...errors },
      },
      preValidation: writable,
    },
    async (request) => {
      if (!(await pictures.remove(request.params.id))) throw notFound();
      return message('people.pictureDeleted');
    },
  );
};

/**
 * Refuses before the body is read (an upload may be megabytes): 404 for a person the caller
 * cannot see, 403 for one they may not change. Runs before validation, so the id is checked here.
 */
function guard(operation: 'read' | 'update') {
  return async (request: FastifyRequest) => {
    const ctx = accessContext(request);
    const parsed = IdParams.safeParse(request.params);
    if (!parsed.success) return; // validation answers 400 next
    await assertRowAccess(request.server.db, usersImplementation, parsed.data.id, operation, ctx);
  };
}

/**
 * A thumbnail, its ETag the picture's hash: cached for a year under a versioned address (a new
 * picture gets a new one), revalidated at every use under the plain one.
 */
async function sendThumbnail(
  request: FastifyRequest,
  reply: FastifyReply,
  picture: PictureInfo,
  versioned: boolean,
  thumbnail: () => Promise<Buffer>,
) {
  const etag = `"${picture.sha256}-${THUMBNAIL_SIDE}"`;
  reply
    .header('etag', etag)
    .header('cache-control', versioned ? 'private, max-age=31536000, immutable' : 'private, no-cache')
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type('image/webp').send(await thumbnail());
}
