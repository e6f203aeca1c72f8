import { ErrorBody, MessageBody, PEOPLE_MESSAGES, PICTURE_MAX_BYTES } from '@atrium/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowFilterOrRefuse } from '../../platform/c13s/access.ts';
import { accessContext } from '../../platform/c13s/c13s.routes.ts';
import { SENT_AS_STORED } from '../../platform/compression.ts';
import { preparePicture } from '../../platform/files/pictures.ts';
import { sendStoredFile } from '../../platform/files/send-file.ts';
import { readSingleFile } from '../../platform/files/upload.ts';
import { forbidden, notFound } from '../../platform/http-errors.ts';
import { createPictureService, type PictureService } from './picture.service.ts';
import { usersObject } from './people.objects.ts';

const path = '/cv_library/users/:id/picture';
const tags = ['cv_library/users'];
const IdParams = z.object({ id: z.uuid() });
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * A person's picture: everyone who may read people sees it; the person themselves and holders of
 * 'users update' (HR, admin) replace or delete it, as they edit the profile (usersObject's rules).
 */
export const pictureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { blobs, limits } = app.files;
  const pictures = createPictureService({ db: app.db, blobs });
  const readable = guard(pictures, 'read');
  const writable = guard(pictures, 'update');

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
      const caller = accessContext(request).user.id;
      const slot = limits.uploads.begin(caller);
      try {
        const upload = await readSingleFile(request, {
          maxBytes: PICTURE_MAX_BYTES,
          missing: PEOPLE_MESSAGES.pictureMissing,
          tooLarge: PEOPLE_MESSAGES.pictureTooLarge,
        });
        slot.meter(upload.length);
        await pictures.replace(request.params.id, await preparePicture(upload), caller);
      } finally {
        slot.end();
      }
      return { msg: PEOPLE_MESSAGES.pictureSaved };
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
      return { msg: PEOPLE_MESSAGES.pictureDeleted };
    },
  );
};

/**
 * Refuses before the body is read (an upload may be megabytes): 404 for a person the caller
 * cannot see, 403 for one they may not change. Runs before validation, so the id is checked here.
 */
function guard(pictures: PictureService, operation: 'read' | 'update') {
  return async (request: FastifyRequest) => {
    const ctx = accessContext(request);
    const parsed = IdParams.safeParse(request.params);
    if (!parsed.success) return; // validation answers 400 next
    const { id } = parsed.data;
    const readFilter = rowFilterOrRefuse(usersObject, 'read', ctx);
    if (!(await pictures.personExists(id, readFilter))) throw notFound();
    if (operation === 'update') {
      const updateFilter = rowFilterOrRefuse(usersObject, 'update', ctx);
      if (updateFilter && !(await pictures.personExists(id, updateFilter))) throw forbidden();
    }
  };
}
