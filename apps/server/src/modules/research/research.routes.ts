import {
  message,
  MessageBody,
  ResearchExportInput,
  ResearchResultBody,
  ResearchSearchInput,
  SavedSearchBody,
  SavedSearchesBody,
  SavedSearchInput,
  SkillYearsBody,
} from '@atrium/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertRowAccess } from '../../platform/c13s/access.ts';
import { accessContext } from '../../platform/c13s/c13s.routes.ts';
import { sendTable, tableFileResponse } from '../../platform/export/table-export.ts';
import { forbidden } from '../../platform/http-errors.ts';
import { IdParams, RECORD_ERRORS } from '../../platform/route-schemas.ts';
import { usersImplementation } from '../people/people.objects.ts';
import { researchTable } from './research-export.ts';
import { researchRows, runResearch } from './research-search.ts';
import { deleteSavedSearch, mySavedSearches, savedSearch, saveSearch } from './saved-searches.ts';
import { skillYearsOf } from './skill-years.ts';

const openApiTags = ['research'];

/**
 * The advanced research is for whoever may read people (Who's who), refused before validation as
 * the generic routes do; what each tab then lists follows its object's read rule (a newcomer's
 * restricted access finds themselves only).
 */
async function needsResearch(request: FastifyRequest): Promise<void> {
  if (!accessContext(request).can('users', 'read')) throw forbidden();
}

/** The advanced research's routes: a person's years per skill, the search, its export, saved searches. */
export const researchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/research/people/:id/skill-years',
    {
      schema: {
        operationId: 'research_skill_years',
        tags: openApiTags,
        description:
          "A person's years per skill, from their experiences and the credentials they contributed to (overlaps counted once), longest first.",
        params: IdParams,
        response: { 200: SkillYearsBody, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      await assertRowAccess(app.db, usersImplementation, request.params.id, 'read', accessContext(request));
      return { data: await skillYearsOf(app.db, request.params.id) };
    },
  );

  app.post(
    '/research/search',
    {
      schema: {
        operationId: 'research_search',
        tags: openApiTags,
        description:
          'One query over people, credentials, solutions and groups: free text and criteria on people combined with AND/OR (at most 20). Answers the count of every tab and a page of one; each object keeps its own read rules.',
        body: ResearchSearchInput,
        response: { 200: ResearchResultBody, ...RECORD_ERRORS },
      },
      preValidation: needsResearch,
    },
    async (request) => runResearch(app.db, request.body, accessContext(request)),
  );

  app.post(
    '/research/export',
    {
      schema: {
        operationId: 'research_export',
        tags: openApiTags,
        description: "One tab's results of a search as a CSV file (at most 10,000 lines).",
        body: ResearchExportInput,
        response: { 200: tableFileResponse, ...RECORD_ERRORS },
      },
      preValidation: needsResearch,
    },
    async (request, reply) => {
      const { query, tab, lang } = request.body;
      const rows = await researchRows(app.db, query, tab, accessContext(request));
      return sendTable(reply, researchTable(tab, rows, lang), 'csv', `research-${tab}`);
    },
  );

  app.get(
    '/research/saved',
    {
      schema: {
        operationId: 'research_saved_list',
        tags: openApiTags,
        description: "The caller's saved searches, newest first.",
        response: { 200: SavedSearchesBody, ...RECORD_ERRORS },
      },
      preValidation: needsResearch,
    },
    async (request) => ({ data: await mySavedSearches(app.db, accessContext(request)) }),
  );

  app.get(
    '/research/saved/:id',
    {
      schema: {
        operationId: 'research_saved_read',
        tags: openApiTags,
        description: "A saved search: the caller's own, or one shared with a link.",
        params: IdParams,
        response: { 200: SavedSearchBody, ...RECORD_ERRORS },
      },
      preValidation: needsResearch,
    },
    async (request) => ({ data: await savedSearch(app.db, request.params.id, accessContext(request)) }),
  );

  app.post(
    '/research/saved',
    {
      schema: {
        operationId: 'research_saved_create',
        tags: openApiTags,
        description: 'Saves a search: private, or shared with whoever has its link.',
        body: SavedSearchInput,
        response: { 200: SavedSearchBody, ...RECORD_ERRORS },
      },
      preValidation: needsResearch,
    },
    async (request) => ({
      ...message('research.saved'),
      data: await saveSearch(app.db, request.body, accessContext(request)),
    }),
  );

  app.delete(
    '/research/saved/:id',
    {
      schema: {
        operationId: 'research_saved_delete',
        tags: openApiTags,
        description: "Deletes one of the caller's saved searches.",
        params: IdParams,
        response: { 200: MessageBody, ...RECORD_ERRORS },
      },
      preValidation: needsResearch,
    },
    async (request) => {
      await deleteSavedSearch(app.db, request.params.id, accessContext(request));
      return message('research.deleted');
    },
  );
};
