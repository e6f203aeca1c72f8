import {
  AvailabilityList,
  AvailabilityQuery,
  AVAILABILITY_WEEKS,
  ErrorBody,
  IMPORT_BYTES_MAX,
  ImportQuery,
  ImportReport,
  ImportReportQuery,
} from '@atrium/contract';
import { and, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rowFilterOrRefuse } from '../../platform/c13s/access.ts';
import { accessContext } from '../../platform/c13s/c13s.routes.ts';
import { readSingleFile } from '../../platform/files/upload.ts';
import { forbidden } from '../../platform/http-errors.ts';
import { RECORD_ERRORS } from '../../platform/route-schemas.ts';
import { users } from '../../platform/users/users.tables.ts';
import { usersImplementation } from '../people/people.objects.ts';
import { sendImportReport } from '../people/import/import-report-file.ts';
import { tableFileResponse } from '../../platform/export/table-export.ts';
import { assignmentsImportLines, importAssignments } from './assignments-import.ts';
import { freeFrom, readAvailability, windowStart } from './availability.ts';

/** What "free from" means on a card and a profile: at least half free from then on. */
const FREE_FROM_PCT = 50;

const importErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 413: ErrorBody, 415: ErrorBody };

/** The CSO's (everyone's assignments), as the people import is HR's: checked before the file is read. */
const mayImport = {
  preValidation: async (request: Parameters<typeof accessContext>[0]) => {
    const ctx = accessContext(request);
    if (ctx.restricted || !ctx.can('assignments', 'update')) throw forbidden();
  },
};

const readImportFile = (request: Parameters<typeof readSingleFile>[0]) =>
  readSingleFile(request, {
    maxBytes: IMPORT_BYTES_MAX,
    missing: 'import.fileMissing',
    tooLarge: 'import.tooLarge',
  });

/** Staffing's routes beside the generic `staffing/assignments`: the import, people's availability. */
export const staffingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/staffing/assignments/import/report',
    {
      schema: {
        operationId: 'staffing_assignments_import_report',
        tags: ['staffing/assignments'],
        description:
          'multipart/form-data with the file of `…/assignments/import`: every line of its dry run (whose answer lists at most 200 of each kind), as CSV or Excel, headings in `lang`. Nothing is written.',
        querystring: ImportReportQuery,
        response: { 200: tableFileResponse, ...importErrors },
      },
      ...mayImport,
    },
    async (request, reply) => {
      const lines = await assignmentsImportLines(app.db, await readImportFile(request));
      return sendImportReport(reply, lines, request.query, 'assignments-import-report');
    },
  );

  app.post(
    '/staffing/assignments/import',
    {
      schema: {
        operationId: 'staffing_assignments_import',
        tags: ['staffing/assignments'],
        description: `multipart/form-data with one CSV or Excel file, the resource-planning tool's export (a header naming the columns external_id, email, client, start_date, allocation and optionally project, role, end_date, status; up to ${IMPORT_BYTES_MAX / 1024 / 1024} MB). Answers what each line does, or would do: assignments are matched by external id. A dry run unless apply=true.`,
        querystring: ImportQuery,
        response: { 200: ImportReport, ...importErrors },
      },
      ...mayImport,
    },
    async (request) => {
      const file = await readImportFile(request);
      return importAssignments(app.db, file, request.query.apply === 'true', accessContext(request).user.id);
    },
  );

  app.get(
    '/staffing/availability',
    {
      schema: {
        operationId: 'staffing_availability',
        tags: ['staffing/assignments'],
        description:
          "The next 26 weeks' free share of each person given (at most 100), whom the caller may read in Who's who: never their clients. People the caller may not read are left out.",
        querystring: AvailabilityQuery,
        response: { 200: AvailabilityList, ...RECORD_ERRORS },
      },
      // Who's who's readers, refused before validation as the generic routes do.
      preValidation: async (request) => {
        if (!accessContext(request).can('users', 'read')) throw forbidden();
      },
    },
    async (request) => {
      const ctx = accessContext(request);
      const asked = [request.query.id].flat();
      const readable = await app.db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, asked), rowFilterOrRefuse(usersImplementation, 'read', ctx)));
      const ids = asked.filter((id) => readable.some((row) => row.id === id));
      const first = await windowStart(app.db);
      const weeks = await readAvailability(app.db, ids, first, AVAILABILITY_WEEKS);
      const from = await freeFrom(app.db, ids, FREE_FROM_PCT, first);
      return {
        data: ids.map((id) => {
          const own = weeks.get(id) ?? [];
          return {
            user_id: id,
            free_now: own[0]?.free_pct ?? 100,
            free_from: from.get(id) ?? null,
            weeks: own,
          };
        }),
      };
    },
  );
};
