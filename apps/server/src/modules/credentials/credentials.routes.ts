import {
  Attachment,
  ATTACHMENT_TYPES,
  ErrorBody,
  message,
  MessageBody,
  messageFields,
} from '@atrium/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessContext } from '../../platform/c13s/c13s.routes.ts';
import { SENT_AS_STORED } from '../../platform/compression.ts';
import { sendStoredFile } from '../../platform/files/send-file.ts';
import { receiveDocument } from '../../platform/files/document-files.ts';
import type { StreamedFile } from '../../platform/files/upload.ts';
import { forbidden } from '../../platform/http-errors.ts';
import { confirmContribution } from './contribution-confirm.ts';
import { createCredentialsService } from './credentials.service.ts';
import {
  fileAnswer,
  IdParams,
  RECORD_ERRORS,
  STORED_FILE_DESCRIPTION,
} from '../../platform/route-schemas.ts';

const collection = '/cv_library/projects';
const base = `${collection}/:id`;
const tags = ['cv_library/projects'];
const FileParams = IdParams.extend({ attachmentId: z.uuid() });
const ContributorParams = IdParams.extend({ userId: z.uuid() });
const uploadErrors = { ...RECORD_ERRORS, 413: ErrorBody, 415: ErrorBody, 429: ErrorBody };
/** The credential form's fields are a few kilobytes of text at most; this leaves room. */
const CREDENTIAL_FIELD_BYTES_MAX = 256 * 1024;

/**
 * What `cv_library/projects` adds to the generic routes: its files (`POST …/attachments`
 * multipart, `GET`/`DELETE …/attachments/{attachmentId}`), and creating a credential with its
 * first file in one call (`POST …/with_file`), and a contributor's confirmation
 * (`POST …/contributors/{userId}/confirm`).
 */
export const credentialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { blobs } = app.files;
  const service = createCredentialsService({ db: app.db, blobs });
  // Before the body is read (an upload can be 50 MB): whoever may not learns nothing more.
  const guard = (operation: 'read' | 'update') => async (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    await service.authorize(id, operation, accessContext(request));
  };

  /** Runs `store` with the caller's document, within their upload allowance. */
  const withUpload = <T>(
    request: FastifyRequest,
    options: { fieldBytesMax?: number },
    store: (upload: StreamedFile, meter: (bytes: number) => void) => Promise<T>,
  ) => receiveDocument(request, { missing: 'credentials.fileMissing', ...options }, store);

  app.post(
    `${collection}/with_file`,
    {
      schema: {
        operationId: 'cv_library_projects_create_with_file',
        tags,
        description:
          'multipart/form-data: a `credential` field holding the credential as JSON (as for create), then one file (PDF, PPTX, DOCX or XLSX, at most 50 MB). Both are recorded, or neither.',
        consumes: ['multipart/form-data'],
        response: {
          201: z.object({ id: z.uuid(), attachment: Attachment, ...messageFields }),
          ...uploadErrors,
        },
      },
      // Before the body is read; the service checks again.
      preValidation: async (request) => {
        if (!accessContext(request).can('credentials', 'create')) throw forbidden();
      },
    },
    async (request, reply) => {
      const created = await withUpload(
        request,
        { fieldBytesMax: CREDENTIAL_FIELD_BYTES_MAX },
        (upload, meter) => service.createWithFile(upload, accessContext(request), meter),
      );
      return reply.status(201).send(created);
    },
  );

  app.post(
    `${base}/attachments`,
    {
      schema: {
        operationId: 'cv_library_projects_attachment_add',
        tags,
        description: 'multipart/form-data with one file: PDF, PPTX, DOCX or XLSX, at most 50 MB.',
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 201: Attachment.extend(messageFields), ...uploadErrors },
      },
      preValidation: guard('update'),
    },
    async (request, reply) => {
      const added = await withUpload(request, {}, (upload, meter) =>
        service.addAttachment(request.params.id, upload, accessContext(request), meter),
      );
      return reply.status(201).send(added);
    },
  );

  app.get(
    `${base}/attachments/:attachmentId`,
    {
      schema: {
        operationId: 'cv_library_projects_attachment_download',
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
        blobs,
        await service.attachment(request.params.id, request.params.attachmentId),
      ),
  );

  app.delete(
    `${base}/attachments/:attachmentId`,
    {
      schema: {
        operationId: 'cv_library_projects_attachment_remove',
        tags,
        params: FileParams,
        response: { 200: MessageBody, ...RECORD_ERRORS },
      },
      preValidation: guard('update'),
    },
    async (request) =>
      service.removeAttachment(request.params.id, request.params.attachmentId, accessContext(request)),
  );

  app.post(
    `${base}/contributors/:userId/confirm`,
    {
      schema: {
        operationId: 'cv_library_projects_contribution_confirm',
        tags,
        description:
          'Confirms a person’s part in the credential, so it counts in their years per skill: the person themselves or the credential’s manager.',
        params: ContributorParams,
        response: { 200: MessageBody, ...RECORD_ERRORS },
      },
      preValidation: guard('read'),
    },
    async (request) => {
      const { id, userId } = request.params;
      await app.db.transaction((tx) => confirmContribution(tx, id, userId, accessContext(request)));
      return message('credentials.contributionConfirmed');
    },
  );
};
