import { ErrorBody, IMPORT_BYTES_MAX, ImportQuery, ImportReport, ImportReportQuery } from '@atrium/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessContext } from '../../platform/c13s/c13s.routes.ts';
import { readSingleFile } from '../../platform/files/upload.ts';
import { tableFileResponse } from '../../platform/export/table-export.ts';
import { forbidden } from '../../platform/http-errors.ts';
import { sendImportReport } from './import/import-report-file.ts';
import { importPeople, peopleImportLines } from './people-import.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 413: ErrorBody, 415: ErrorBody };

/** Whoever may add people (HR, admin): before the file is read, whoever may not learns nothing more. */
const mayImport = {
  preValidation: async (request: Parameters<typeof accessContext>[0]) => {
    if (!accessContext(request).can('users', 'create')) throw forbidden();
  },
};

const readImportFile = (request: Parameters<typeof readSingleFile>[0]) =>
  readSingleFile(request, {
    maxBytes: IMPORT_BYTES_MAX,
    missing: 'import.fileMissing',
    tooLarge: 'import.tooLarge',
  });

/**
 * `POST cv_library/users/import`: the firm's people from the HR system's CSV export, for those who
 * may add people ('users create': HR, admin). A dry run by default; `?apply=true` writes. Its
 * full report, every line, is `POST cv_library/users/import/report` with the same file.
 */
export const peopleImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cv_library/users/import/report',
    {
      schema: {
        operationId: 'cv_library_users_import_report',
        tags: ['cv_library/users'],
        description:
          'multipart/form-data with the file of `…/users/import`: every line of its dry run (whose answer lists at most 200 of each kind), as CSV or Excel, headings in `lang`. Nothing is written.',
        querystring: ImportReportQuery,
        response: { 200: tableFileResponse, ...errors },
      },
      ...mayImport,
    },
    async (request, reply) => {
      const lines = await peopleImportLines(app.db, await readImportFile(request));
      return sendImportReport(reply, lines, request.query, 'people-import-report');
    },
  );

  app.post(
    '/cv_library/users/import',
    {
      schema: {
        operationId: 'cv_library_users_import',
        tags: ['cv_library/users'],
        description: `multipart/form-data with one CSV file (UTF-8, comma or semicolon separated, a header line naming the columns; up to ${IMPORT_BYTES_MAX / 1024 / 1024} MB). Answers what each line does, or would do: people are matched by email.`,
        querystring: ImportQuery,
        response: { 200: ImportReport, ...errors },
      },
      // Before the file is read: whoever may not learns nothing more, and sends no 50 MB for nothing.
      ...mayImport,
    },
    async (request) => {
      const file = await readImportFile(request);
      return importPeople(app.db, file, request.query.apply === 'true', accessContext(request).user.id);
    },
  );
};
