import { Attachment, ATTACHMENT_TYPES, ErrorBody, MessageBody, messageFields } from '@atrium/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertRowAccess } from '../../platform/c13s/access.ts';
import { accessContext } from '../../platform/c13s/c13s.routes.ts';
import { SENT_AS_STORED } from '../../platform/compression.ts';
import { receiveDocument } from '../../platform/files/document-files.ts';
import { sendStoredFile } from '../../platform/files/send-file.ts';
import {
  fileAnswer,
  IdParams,
  RECORD_ERRORS,
  STORED_FILE_DESCRIPTION,
} from '../../platform/route-schemas.ts';
import { createGroupFilesService } from './group-files.service.ts';
import { groupsImplementation } from './groups.objects.ts';

const base = '/cv_library/teams/:id/files';
const tags = ['cv_library/teams'];
const FileParams = IdParams.extend({ fileId: z.uuid() });
const uploadErrors = { ...RECORD_ERRORS, 413: ErrorBody, 415: ErrorBody, 429: ErrorBody };

/**
 * Refuses before the body is read (an upload can be 50 MB), as the generic routes would: 404 for
 * a group the caller cannot see, 403 for one they may not edit.
 */
const guard = (operation: 'read' | 'update') => async (request: FastifyRequest) => {
  const parsed = IdParams.safeParse(request.params);
  if (!parsed.success) return; // validation answers 400 next
  await assertRowAccess(
    request.server.db,
    groupsImplementation,
    parsed.data.id,
    operation,
    accessContext(request),
  );
};

/**
 * A group's files in the shared file store (`POST …/teams/{id}/files` multipart, `GET`/`DELETE
 * …/files/{fileId}`): the same documents, limits and checks as a credential's attachments.
 */
export const groupFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createGroupFilesService({ db: app.db, blobs: app.files.blobs });

  app.post(
    base,
    {
      schema: {
        operationId: 'cv_library_teams_file_add',
        tags,
        description:
          'multipart/form-data with one file: PDF, PPTX, DOCX or XLSX, at most 50 MB; by those who may edit the group.',
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 201: Attachment.extend(messageFields), ...uploadErrors },
      },
      preValidation: guard('update'),
    },
    async (request, reply) => {
      const added = await receiveDocument(request, { missing: 'groups.fileMissing' }, (upload, meter) =>
        service.add(request.params.id, upload, accessContext(request), meter),
      );
      return reply.status(201).send(added);
    },
  );

  app.get(
    `${base}/:fileId`,
    {
      schema: {
        operationId: 'cv_library_teams_file_download',
        tags,
        description: STORED_FILE_DESCRIPTION,
        params: FileParams,
        response: { 200: fileAnswer(Object.keys(ATTACHMENT_TYPES)), ...RECORD_ERRORS },
      },
      preValidation: guard('read'),
      ...SENT_AS_STORED,
    },
    async (request, reply) =>
      sendStoredFile(
        request,
        reply,
        app.files.blobs,
        await service.file(request.params.id, request.params.fileId),
      ),
  );

  app.delete(
    `${base}/:fileId`,
    {
      schema: {
        operationId: 'cv_library_teams_file_remove',
        tags,
        params: FileParams,
        response: { 200: MessageBody, ...RECORD_ERRORS },
      },
      preValidation: guard('update'),
    },
    async (request) => service.remove(request.params.id, request.params.fileId, accessContext(request)),
  );
};
