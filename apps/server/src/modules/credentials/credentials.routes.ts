import { ATTACHMENT_TYPES, Attachment, ErrorBody, MessageBody } from '@atrium/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessContext } from '../../platform/c13s/c13s.routes.ts';
import { createDatabaseBlobStore } from '../../platform/files/blob-store.ts';
import { attachmentDisposition } from '../../platform/files/content-disposition.ts';
import { readAttachment } from './attachment-files.ts';
import { createCredentialsService } from './credentials.service.ts';

const base = '/cv_library/projects/:id';
const tags = ['cv_library/projects'];
const IdParams = z.object({ id: z.uuid() });
const FileParams = IdParams.extend({ attachmentId: z.uuid() });
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * What `cv_library/projects` adds to the generic routes: its files (`POST …/attachments`
 * multipart, `GET`/`DELETE …/attachments/{attachmentId}`).
 */
export const credentialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCredentialsService({ db: app.db, blobs: createDatabaseBlobStore(app.db) });
  // Before the body is read (an upload can be 50 MB): whoever may not learns nothing more.
  const guard = (operation: 'read' | 'update') => async (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    await service.authorize(id, operation, accessContext(request));
  };

  app.post(
    `${base}/attachments`,
    {
      schema: {
        operationId: 'cv_library_projects_attachment_add',
        tags,
        description: 'multipart/form-data with one file: PDF, PPTX, DOCX or XLSX, at most 50 MB.',
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: {
          201: Attachment.extend({ msg: z.string() }),
          ...errors,
          413: ErrorBody,
          415: ErrorBody,
        },
      },
      preValidation: guard('update'),
    },
    async (request, reply) => {
      const file = await readAttachment(request);
      return reply
        .status(201)
        .send(await service.addAttachment(request.params.id, file, accessContext(request)));
    },
  );

  app.get(
    `${base}/attachments/:attachmentId`,
    {
      schema: {
        operationId: 'cv_library_projects_attachment_download',
        tags,
        description: 'The file itself, as an attachment.',
        params: FileParams,
        response: {
          200: {
            description: 'The file, named by content-disposition',
            content: Object.fromEntries(
              Object.keys(ATTACHMENT_TYPES).map((type) => [type, { schema: z.string() }]),
            ),
          },
          ...errors,
        },
      },
      preValidation: guard('read'),
    },
    async (request, reply) =>
      sendFile(reply, await service.attachment(request.params.id, request.params.attachmentId)),
  );

  app.delete(
    `${base}/attachments/:attachmentId`,
    {
      schema: {
        operationId: 'cv_library_projects_attachment_remove',
        tags,
        params: FileParams,
        response: { 200: MessageBody, ...errors },
      },
      preValidation: guard('update'),
    },
    async (request) =>
      service.removeAttachment(request.params.id, request.params.attachmentId, accessContext(request)),
  );
};

/** The stored bytes as a download; its name and type were fixed from the bytes at upload. */
function sendFile(
  reply: FastifyReply,
  file: { fileName: string; mediaType: string; bytes: Buffer; sha256: string },
) {
  return reply
    .type(file.mediaType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('cache-control', 'private, no-cache')
    .header('etag', `"${file.sha256}"`)
    .send(file.bytes);
}
