import {
  CompletionDistributionBody,
  CompletionHistoryBody,
  CompletionPeopleBody,
  CompletionPeopleExportQuery,
  CompletionPeopleQuery,
  CompletionRatesBody,
  CompletionRatesExportQuery,
  CompletionRatesQuery,
  ErrorBody,
  Id,
  type CompletionPeopleFilter,
} from '@atrium/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../../db/database.ts';
import { accessContext } from '../../platform/c13s/c13s.routes.ts';
import { SENT_AS_STORED } from '../../platform/compression.ts';
import { sendTable, tableFileResponse } from '../../platform/export/table-export.ts';
import { badRequest, forbidden } from '../../platform/http-errors.ts';
import { groups } from '../groups/groups.tables.ts';
import { DIMENSION_NAMES, exportName, NOT_SET, peopleTable, ratesTable } from './completion-export.ts';
import {
  completionDistribution,
  completionHistory,
  completionPeople,
  completionRates,
} from './completion-rates.ts';

const base = '/admin/completion_profiles';
const tags = ['admin/completion_profiles'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/** Refuses before validation, like the generic routes, so a caller without the right learns nothing more. */
const mayRead = async (request: FastifyRequest) => {
  if (!accessContext(request).can('completion', 'read')) throw forbidden();
};

/** A group's key is its id: anything else is a 400, not a database error. */
function checkedFilter<F extends CompletionPeopleFilter>(filter: F): F {
  if (filter.by === 'group' && filter.key !== undefined && !Id.safeParse(filter.key).success) {
    throw badRequest(undefined, { key: { msg: 'Expected an id' } });
  }
  return filter;
}

/** How a drill-down's file names its row: the value, the group's name, or "Not set". */
async function rowLabel(db: DbOrTx, { by, key }: CompletionPeopleFilter): Promise<string> {
  if (key === undefined) return NOT_SET;
  if (by !== 'group') return key;
  const [group] = await db.select({ name: groups.name }).from(groups).where(eq(groups.id, key));
  return group?.name ?? key;
}

/**
 * The completion dashboard (`/completion-profiles`), for those with 'completion read': rates of
 * active people by business unit, business line, hub, group or grade, the people behind each row
 * with what they have not filled, today's distribution, the firm's average over the last year,
 * and each list as CSV or Excel.
 */
export const completionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${base}/rates`,
    {
      schema: {
        tags,
        operationId: 'admin_completion_rates',
        description: 'Rates of active people by one dimension, lowest average first.',
        querystring: CompletionRatesQuery,
        response: { 200: CompletionRatesBody, ...errors },
      },
      preValidation: mayRead,
    },
    async (request) => ({ data: await completionRates(app.db, request.query.by) }),
  );

  app.get(
    `${base}/rates/people`,
    {
      schema: {
        tags,
        operationId: 'admin_completion_rates_people',
        description:
          'The active people of one row of the rates (key left out: those with no value), by rate, with their missing fields.',
        querystring: CompletionPeopleQuery,
        response: { 200: CompletionPeopleBody, ...errors },
      },
      preValidation: mayRead,
    },
    async (request) => {
      const { page, size, ...filter } = checkedFilter(request.query);
      return completionPeople(app.db, filter, { page, size });
    },
  );

  app.get(
    `${base}/rates/export`,
    {
      schema: {
        tags,
        operationId: 'admin_completion_rates_export',
        querystring: CompletionRatesExportQuery,
        response: { 200: tableFileResponse, ...errors },
      },
      preValidation: mayRead,
      ...SENT_AS_STORED,
    },
    async (request, reply) => {
      const { by, format } = request.query;
      const rows = await completionRates(app.db, by);
      return sendTable(reply, ratesTable(by, rows), format, exportName('completion-rates', by));
    },
  );

  app.get(
    `${base}/rates/people/export`,
    {
      schema: {
        tags,
        operationId: 'admin_completion_rates_people_export',
        querystring: CompletionPeopleExportQuery,
        response: { 200: tableFileResponse, ...errors },
      },
      preValidation: mayRead,
      ...SENT_AS_STORED,
    },
    async (request, reply) => {
      const { format, ...filter } = checkedFilter(request.query);
      const [label, people] = await Promise.all([rowLabel(app.db, filter), completionPeople(app.db, filter)]);
      return sendTable(
        reply,
        peopleTable(label, people.data),
        format,
        exportName('completion', DIMENSION_NAMES[filter.by], label),
      );
    },
  );

  app.get(
    `${base}/distribution`,
    {
      schema: {
        tags,
        operationId: 'admin_completion_distribution',
        description: 'How many active people per rate bucket, complete and incomplete, and the firm average.',
        response: { 200: CompletionDistributionBody, ...errors },
      },
      preValidation: mayRead,
    },
    async () => completionDistribution(app.db),
  );

  app.get(
    `${base}/history`,
    {
      schema: {
        tags,
        operationId: 'admin_completion_history',
        description: 'The firm’s daily completion snapshots over the last year, oldest first.',
        response: { 200: CompletionHistoryBody, ...errors },
      },
      preValidation: mayRead,
    },
    async () => ({ data: await completionHistory(app.db) }),
  );
};
