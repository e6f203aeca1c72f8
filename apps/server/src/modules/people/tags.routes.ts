import {
  message,
  MessageBody,
  TagAliasBody,
  TagAliasesBody,
  TagAliasesQuery,
  TagAliasInput,
  TagMergeBody,
  TagMergeInput,
  TagUsageBody,
  TagUsageQuery,
} from '@atrium/contract';
import { and, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowFilterOrRefuse } from '../../platform/c13s/access.ts';
import { accessContext } from '../../platform/c13s/c13s.routes.ts';
import { forbidden } from '../../platform/http-errors.ts';
import { tags } from './people.tables.ts';
import { mayMergeTags, mergeTags } from './tag-merge.ts';
import { tagUsage } from './tag-usage.ts';
import { addTagAlias, aliasesOfTags, mayManageAliases, removeTagAlias } from './tag-aliases.ts';
import { tagsImplementation } from './tags.objects.ts';
import { RECORD_ERRORS } from '../../platform/route-schemas.ts';

const base = '/cv_library/tags';
const openApiTags = ['cv_library/tags'];

/** Refuses before validation, as the generic routes do, a caller who may never merge. */
async function needsMergeRights(request: FastifyRequest): Promise<void> {
  if (mayMergeTags(accessContext(request)) === false) throw forbidden();
}

/** Refuses before validation a caller who may never manage aliases (the rights of a rename). */
async function needsAliasRights(request: FastifyRequest): Promise<void> {
  if (mayManageAliases(accessContext(request)) === false) throw forbidden();
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

  app.get(
    `${base}/aliases`,
    {
      schema: {
        operationId: 'cv_library_tags_aliases',
        tags: openApiTags,
        description: 'The aliases of each tag asked (`id=…&id=…`): the other words searches resolve to it.',
        querystring: TagAliasesQuery,
        response: { 200: TagAliasesBody, ...RECORD_ERRORS },
      },
      preValidation: async (request) => {
        rowFilterOrRefuse(tagsImplementation, 'read', accessContext(request));
      },
    },
    async (request) => {
      const ids = [request.query.id].flat();
      const readable = rowFilterOrRefuse(tagsImplementation, 'read', accessContext(request));
      const rows = await app.db
        .select({ id: tags.id })
        .from(tags)
        .where(and(inArray(tags.id, ids), readable));
      return {
        data: await aliasesOfTags(
          app.db,
          rows.map((row) => row.id),
        ),
      };
    },
  );

  app.post(
    `${base}/:id/aliases`,
    {
      schema: {
        operationId: 'cv_library_tags_alias_add',
        tags: openApiTags,
        description:
          'Adds another word for the tag (JS for JavaScript): unique among the tags of its type, and no tag name of the type.',
        params: z.object({ id: z.uuid() }),
        body: TagAliasInput,
        response: { 200: TagAliasBody, ...RECORD_ERRORS },
      },
      preValidation: needsAliasRights,
    },
    async (request) => ({
      ...message('tags.aliasAdded'),
      alias: await addTagAlias(app.db, request.params.id, request.body.alias, accessContext(request)),
    }),
  );

  app.delete(
    `${base}/:id/aliases/:aliasId`,
    {
      schema: {
        operationId: 'cv_library_tags_alias_remove',
        tags: openApiTags,
        description: 'Removes one alias of the tag.',
        params: z.object({ id: z.uuid(), aliasId: z.uuid() }),
        response: { 200: MessageBody, ...RECORD_ERRORS },
      },
      preValidation: needsAliasRights,
    },
    async (request) => {
      await removeTagAlias(app.db, request.params.id, request.params.aliasId, accessContext(request));
      return message('tags.aliasRemoved');
    },
  );
};
