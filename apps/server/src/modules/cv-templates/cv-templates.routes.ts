import { buffer } from 'node:stream/consumers';
import {
  CV_TEMPLATE_BYTES_MAX,
  CV_TEMPLATE_VERSION_HEADER,
  CvTemplate,
  CvTemplateChoice,
  CvTemplateFields,
  CvTemplatePatch,
  CvTemplatePublishInput,
  ErrorBody,
  MessageBody,
  RESUME_FORMATS,
  RESUME_LANGUAGES,
  messageFields,
} from '@atrium/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessContext } from '../../platform/c13s/c13s.routes.ts';
import { SENT_AS_STORED } from '../../platform/compression.ts';
import { attachmentDisposition } from '../../platform/files/content-disposition.ts';
import { storedName } from '../../platform/files/document-files.ts';
import { streamedFile } from '../../platform/files/upload.ts';
import { HttpError, badRequest, forbidden } from '../../platform/http-errors.ts';
import { IdParams, RECORD_ERRORS, fileAnswer } from '../../platform/route-schemas.ts';
import { RESUME_CONTENT_TYPES } from '../people/resume-files.ts';
import { cvTemplatesServiceOf, resumeServiceOf } from '../people/resume-service-of.ts';
import { DOCX_TYPE } from './cv-templates.service.ts';
import { demoCvSource } from './demo-person.ts';
import { sampleCvTemplate } from './sample-template.ts';
import { renderWithTemplate } from './template-render.ts';

const base = '/admin/cv_templates';
const tags = ['admin/cv_templates'];
const VersionParams = IdParams.extend({ versionId: z.uuid() });
const Answer = CvTemplate.extend(messageFields);
const uploadErrors = { ...RECORD_ERRORS, 413: ErrorBody, 415: ErrorBody, 429: ErrorBody };
const PreviewQuery = z.strictObject({
  format: z.enum(RESUME_FORMATS).default('docx'),
  anonymised: z.enum(['true', 'false']).default('false'),
});

/** Refused before a body is read: managing templates is 'cv_templates …' (administrators). */
const may = (action: 'read' | 'create' | 'update' | 'delete') => async (request: FastifyRequest) => {
  if (!accessContext(request).can('cv_templates', action)) throw forbidden();
};

/** The uploaded Word file, whole (at most 10 MB), with the form's fields, in one of the caller's upload slots. */
async function receiveTemplate(request: FastifyRequest) {
  const slot = request.server.files.limits.uploads.begin(accessContext(request).user.id);
  try {
    const upload = await streamedFile(request, {
      maxBytes: CV_TEMPLATE_BYTES_MAX,
      missing: 'cvTemplates.fileMissing',
    });
    upload.stream.on('data', (chunk: Buffer) => slot.meter(chunk.length));
    const bytes = await buffer(upload.stream);
    // The parser stops one byte past the limit: a longer file shows as one byte too many.
    if (bytes.length > CV_TEMPLATE_BYTES_MAX) {
      throw new HttpError(413, 'cvTemplates.tooLarge');
    }
    if (bytes.length === 0) throw badRequest('cvTemplates.fileMissing', { file: 'cvTemplates.fileMissing' });
    return { bytes, fileName: storedName(upload.filename, DOCX_TYPE), fields: upload.fields };
  } finally {
    slot.end();
  }
}

const sendBytes = (reply: FastifyReply, fileName: string, contentType: string, bytes: Buffer) =>
  reply
    .type(contentType)
    .header('content-disposition', attachmentDisposition(fileName))
    .header('cache-control', 'private, no-store')
    .send(bytes);

/**
 * The firm's Word CV templates (`/admin/cv_templates`): managed by holders of 'cv_templates …',
 * each upload checked, previewed with a demo person, published; `choices` offers the published
 * ones to every CV download.
 */
export const cvTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const templates = cvTemplatesServiceOf(app);
  // Resumes are made by the resume service, which resolves templates through the same service.
  resumeServiceOf(app);

  app.get(
    base,
    {
      schema: {
        operationId: 'admin_cv_templates_list',
        tags,
        response: { 200: z.object({ data: z.array(CvTemplate) }), ...RECORD_ERRORS },
      },
      preValidation: may('read'),
    },
    async (request) => ({ data: await templates.list(accessContext(request)) }),
  );

  app.get(
    `${base}/choices`,
    {
      schema: {
        operationId: 'admin_cv_templates_choices',
        tags,
        description:
          'The published templates every CV download offers, with whether PDF can be made from them on this server.',
        response: {
          200: z.object({ data: z.array(CvTemplateChoice), pdf_available: z.boolean() }),
          ...RECORD_ERRORS,
        },
      },
      preValidation: async (request) => {
        if (!accessContext(request).can('resume', 'read')) throw forbidden();
      },
    },
    async () => ({ data: await templates.choices(), pdf_available: app.files.pdf.available }),
  );

  app.get(
    `${base}/sample`,
    {
      schema: {
        operationId: 'admin_cv_templates_sample',
        tags,
        description: 'A Word template that uses every placeholder, to start a design from.',
        querystring: z.strictObject({ language: z.enum(RESUME_LANGUAGES).default('en') }),
        response: { 200: fileAnswer([DOCX_TYPE]), ...RECORD_ERRORS },
      },
      preValidation: may('read'),
      ...SENT_AS_STORED,
    },
    async (request, reply) =>
      sendBytes(
        reply,
        `cv-template-sample-${request.query.language}.docx`,
        DOCX_TYPE,
        await sampleCvTemplate(request.query.language),
      ),
  );

  app.post(
    base,
    {
      schema: {
        operationId: 'admin_cv_templates_create',
        tags,
        description:
          'multipart/form-data: the fields name, language, purpose, then the .docx (at most 10 MB). Refused with the line and placeholder named when it cannot be filled.',
        consumes: ['multipart/form-data'],
        response: { 201: Answer, ...uploadErrors },
      },
      preValidation: may('create'),
    },
    async (request, reply) => {
      const upload = await receiveTemplate(request);
      const fields = CvTemplateFields.safeParse(upload.fields);
      if (!fields.success) throw badRequest('invalidInput');
      const made = await templates.create(accessContext(request), fields.data, upload.bytes, upload.fileName);
      return reply.status(201).send(made);
    },
  );

  app.post(
    `${base}/:id/versions`,
    {
      schema: {
        operationId: 'admin_cv_templates_version_add',
        tags,
        description: 'multipart/form-data with the new .docx: the next version, not published yet.',
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 201: Answer, ...uploadErrors },
      },
      preValidation: may('update'),
    },
    async (request, reply) => {
      const upload = await receiveTemplate(request);
      const made = await templates.addVersion(
        accessContext(request),
        request.params.id,
        upload.bytes,
        upload.fileName,
      );
      return reply.status(201).send(made);
    },
  );

  app.patch(
    `${base}/:id`,
    {
      schema: {
        operationId: 'admin_cv_templates_update',
        tags,
        params: IdParams,
        body: CvTemplatePatch,
        response: { 200: Answer, ...RECORD_ERRORS },
      },
      preValidation: may('update'),
    },
    async (request) => templates.patch(accessContext(request), request.params.id, request.body),
  );

  app.post(
    `${base}/:id/publish`,
    {
      schema: {
        operationId: 'admin_cv_templates_publish',
        tags,
        description: 'Makes a version (the latest when none is named) the one CVs are made with.',
        params: IdParams,
        body: CvTemplatePublishInput,
        response: { 200: Answer, ...RECORD_ERRORS },
      },
      preValidation: may('update'),
    },
    async (request) => templates.publish(accessContext(request), request.params.id, request.body.version_id),
  );

  app.post(
    `${base}/:id/default`,
    {
      schema: {
        operationId: 'admin_cv_templates_default',
        tags,
        description: "Makes the template its language's default (or no longer, with false).",
        params: IdParams,
        body: z.strictObject({ is_default: z.boolean() }),
        response: { 200: Answer, ...RECORD_ERRORS },
      },
      preValidation: may('update'),
    },
    async (request) =>
      templates.setDefault(accessContext(request), request.params.id, request.body.is_default),
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        operationId: 'admin_cv_templates_delete',
        tags,
        params: IdParams,
        response: { 200: MessageBody, ...RECORD_ERRORS },
      },
      preValidation: may('delete'),
    },
    async (request) => templates.remove(accessContext(request), request.params.id),
  );

  app.get(
    `${base}/:id/versions/:versionId/file`,
    {
      schema: {
        operationId: 'admin_cv_templates_version_file',
        tags,
        description: 'The version’s Word file as uploaded.',
        params: VersionParams,
        response: { 200: fileAnswer([DOCX_TYPE]), ...RECORD_ERRORS },
      },
      preValidation: may('read'),
      ...SENT_AS_STORED,
    },
    async (request, reply) => {
      const { version, bytes } = await templates.version(
        accessContext(request),
        request.params.id,
        request.params.versionId,
      );
      return sendBytes(reply, version.file_name, DOCX_TYPE, bytes);
    },
  );

  app.get(
    `${base}/:id/versions/:versionId/preview`,
    {
      schema: {
        operationId: 'admin_cv_templates_version_preview',
        tags,
        description:
          'The version filled with a demo person (Camille Demo), in Word or PDF, named or anonymised: what a CV will look like before publishing.',
        params: VersionParams,
        querystring: PreviewQuery,
        response: {
          200: fileAnswer(Object.values(RESUME_CONTENT_TYPES)),
          ...RECORD_ERRORS,
          503: ErrorBody,
        },
      },
      preValidation: may('read'),
      ...SENT_AS_STORED,
    },
    async (request, reply) => {
      const loaded = await templates.version(
        accessContext(request),
        request.params.id,
        request.params.versionId,
      );
      const { format } = request.query;
      const language = loaded.template.language;
      const bytes = await renderWithTemplate(
        loaded,
        demoCvSource(language, request.query.anonymised === 'true'),
        language,
        format,
        app.files.pdf,
      );
      reply.header(CV_TEMPLATE_VERSION_HEADER, loaded.version.id);
      return sendBytes(
        reply,
        `preview-${loaded.template.name}-v${loaded.version.number}.${format}`,
        RESUME_CONTENT_TYPES[format],
        bytes,
      );
    },
  );
};
