import {
  CV_TEMPLATE_VERSION_HEADER,
  ErrorBody,
  GenerateResumeInput,
  Resume,
  ResumeLibraryEntry,
  ResumeZipInput,
  pageOf,
} from '@atrium/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileAnswer } from '../../platform/route-schemas.ts';
import { rowFilterOrRefuse } from '../../platform/c13s/access.ts';
import { accessContext } from '../../platform/c13s/c13s.routes.ts';
import { SENT_AS_STORED } from '../../platform/compression.ts';
import type { RawQuery } from '../../platform/c13s/search-query.ts';
import { attachmentDisposition } from '../../platform/files/content-disposition.ts';
import { presentResume, resumeImplementation } from './resume.objects.ts';
import { RESUME_CONTENT_TYPES, type ResumeFile } from './resume-files.ts';
import { searchResumeLibrary } from './resume-library.ts';
import type { StreamedResumeFile } from './resume.service.ts';
import { resumeServiceOf } from './resume-service-of.ts';

const base = '/cv_library/resume';
const tags = ['cv_library/resume'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Reading resumes ('resume read') is the least any of these routes needs; checked before the body. */
const mayReadResumes = async (request: FastifyRequest) => {
  rowFilterOrRefuse(resumeImplementation, 'read', accessContext(request));
};

/**
 * Resume routes beyond the generic `cv_library/resume` ones: the caller's base resume, the CV
 * library search, and the files (one resume, or a zip of several).
 */
export const resumeRoutes: FastifyPluginAsyncZod = async (app) => {
  const resumes = resumeServiceOf(app);

  app.get(
    `${base}/self`,
    {
      schema: {
        operationId: 'cv_library_resume_self',
        tags,
        description: "The caller's base resume, made on first use.",
        response: { 200: Resume, ...errors },
      },
      preValidation: mayReadResumes,
    },
    async (request) => presentResume(await resumes.baseResume(accessContext(request).user.id)),
  );

  app.get(
    `${base}/library`,
    {
      schema: {
        operationId: 'cv_library_resume_library',
        tags,
        description:
          "Resumes across the firm, found by their owner: the people search's q, filters and sorts, plus language.",
        response: { 200: pageOf(ResumeLibraryEntry), ...errors },
      },
      preValidation: mayReadResumes,
    },
    async (request) => searchResumeLibrary(app.db, request.query as RawQuery, accessContext(request)),
  );

  app.post(
    `${base}/generate`,
    {
      schema: {
        operationId: 'cv_library_resume_generate',
        tags,
        body: GenerateResumeInput,
        description:
          'A CV as a file; `template` picks a firm template of its language (absent: the default, else the built-in layout). x-cv-template-version names the template version that made it.',
        response: {
          200: fileAnswer(Object.values(RESUME_CONTENT_TYPES)),
          ...errors,
          409: ErrorBody,
          503: ErrorBody,
        },
      },
      preValidation: mayReadResumes,
      ...SENT_AS_STORED,
    },
    async (request, reply) => sendFile(reply, await resumes.generate(accessContext(request), request.body)),
  );

  app.post(
    `${base}/zip`,
    {
      schema: {
        operationId: 'cv_library_resume_zip',
        tags,
        body: ResumeZipInput,
        response: { 200: fileAnswer(['application/zip']), ...errors, 409: ErrorBody, 429: ErrorBody },
      },
      preValidation: mayReadResumes,
      ...SENT_AS_STORED,
    },
    async (request, reply) => {
      const ctx = accessContext(request);
      // A zip is the costliest request a person can make: a few at a time each (429 beyond).
      const slot = app.files.limits.zips.begin(ctx.user.id);
      reply.raw.once('close', slot.end);
      return sendFile(reply, await resumes.zip(ctx, request.body));
    },
  );
};

function sendFile(reply: FastifyReply, file: ResumeFile | StreamedResumeFile) {
  // Which firm template made the CV: also in the file's properties (template-fill.ts).
  if ('templateVersionId' in file && file.templateVersionId) {
    reply.header(CV_TEMPLATE_VERSION_HEADER, file.templateVersionId);
  }
  return reply
    .type(file.contentType)
    .header('content-disposition', attachmentDisposition(file.filename))
    .header('cache-control', 'private, no-store')
    .send('stream' in file ? file.stream : file.bytes);
}
