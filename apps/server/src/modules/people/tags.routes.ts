import { TagMergeBody, TagMergeInput, TagUsageBody, TagUsageQuery } from '@atrium/contract';
import { inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowFilterOrRefuse } from '../../platform/c13s/access.ts';
import { accessContext } from '../../platform/c13s/c13s.routes.ts';
import { forbidden } from '../../platform/http-errors.ts';
import { tags } from './people.tables.ts';
import { mayMergeTags, mergeTags } from './tag-merge.ts';
import { tagUsage } from './tag-usage.ts';
import { tagsImplementation } from './tags.objects.ts';
import { RECORD_ERRORS } from '../../platform/route-schemas.ts';

const base = '/cv_library/tags';
const openApiTags = ['cv_library/tags'];

/** Refuses before validation, as the generic routes do, a caller who may never merge. */
async function needsMergeRights(request: FastifyRequest): Promise<void> {
  if (mayMergeTags(accessContext(request)) === false) throw forbidden();
}

/** Tags management's own routes: the usage of a page of tags, and merging one tag into another. */
export const tagsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${base}/usage`,
    {
      schema: {
        operationId: 'cv_library_tags_usage',
        tags: openApiTags,
        description:
          'How many people, resumes, solutions, groups and mentorship registrations use each tag asked (`id=…&id=…`), in one query.',
        querystring: TagUsageQuery,
        response: { 200: TagUsageBody, ...RECORD_ERRORS },
      },
      preValidation: async (request) => {
        rowFilterOrRefuse(tagsImplementation, 'read', accessContext(request));
      },
    },
    async (request) => {
      const ids = [request.query.id].flat();
      const rows = await app.db.select().from(tags).where(inArray(tags.id, ids));
      const known = new Map(rows.map((row) => [row.id, row]));
      // In the order asked; an id that is no tag (deleted meanwhile) is left out.
      const asked = [...new Set(ids)].flatMap((id) => known.get(id) ?? []);
      return { data: await tagUsage(app.db, asked) };
    },
  );

  app.post(
    `${base}/:id/merge`,
    {
      schema: {
        operationId: 'cv_library_tags_merge',
        tags: openApiTags,
        description: 'Moves every use of the tag to `into` (same type), then deletes it, in one transaction.',
        params: z.object({ id: z.uuid() }),
        body: TagMergeInput,
        response: { 200: TagMergeBody, ...RECORD_ERRORS },
      },
      preValidation: needsMergeRights,
    },
    async (request) => mergeTags(app.db, request.params.id, request.body, accessContext(request)),
  );
};
