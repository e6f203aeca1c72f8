import { ErrorBody, IMPORT_BYTES_MAX, ImportQuery, ImportReport } from '@atrium/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessContext } from '../../platform/c13s/c13s.routes.ts';
import { readSingleFile } from '../../platform/files/upload.ts';
import { forbidden } from '../../platform/http-errors.ts';
import { importPeople } from './people-import.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 413: ErrorBody, 415: ErrorBody };

/**
 * `POST cv_library/users/import`: the firm's people from the HR system's CSV export, for those who
 * may add people ('users create': HR, admin). A dry run by default; `?apply=true` writes.
 */
export const peopleImportRoutes: FastifyPluginAsyncZod = async (app) => {
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
      preValidation: async (request) => {
        if (!accessContext(request).can('users', 'create')) throw forbidden();
      },
    },
    async (request) => {
      const file = await readSingleFile(request, {
        maxBytes: IMPORT_BYTES_MAX,
        missing: 'import.fileMissing',
        tooLarge: 'import.tooLarge',
      });
      return importPeople(app.db, file, request.query.apply === 'true', accessContext(request).user.id);
    },
  );
};
