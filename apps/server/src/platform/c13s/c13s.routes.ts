import {
  CardinalitiesBody,
  CountBody,
  CreatedBody,
  exportQuerySchema,
  MessageBody,
  messageFields,
  pageOf,
  searchQuerySchema,
  TAG_TYPES,
  withAbilities,
} from '@atrium/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopesLend } from '../api-tokens/token-rights.ts';
import { forbidden, unauthenticated } from '../http-errors.ts';
import { rowFilterOrRefuse } from './access.ts';
import type { AccessContext, ObjectDefinition, Operation } from './define-object.ts';
import { SENT_AS_STORED } from '../compression.ts';
import { tableFileResponse } from '../export/table-export.ts';
import { createObjectExport } from './object-export.ts';
import { createObjectStore } from './object-store.ts';
import type { RawQuery } from './search-query.ts';
import { IdParams, RECORD_ERRORS } from '../route-schemas.ts';

/**
 * Search querystrings are documented from the contract but read by `parseSearch`, which names
 * each refused parameter in the object's own words; the schema validator lets them through.
 */
const describedQuery = {
  validatorCompiler:
    ({ httpPart }: { httpPart?: string }) =>
    (data: unknown) =>
      httpPart === 'querystring' ? { value: data } : { error: new Error(`Unexpected ${httpPart}`) },
};

/** Who is calling and what they hold; every c13s route needs a session. */
export function accessContext(request: FastifyRequest): AccessContext {
  const user = request.user;
  if (!user) throw unauthenticated();
  const { permissions } = request.server;
  const { token } = user;
  if (!token) {
    return {
      user,
      can: (object, action) => permissions.can(user.id, object, action),
      restricted: permissions.isRestricted(user.id),
    };
  }
  // A token holds what its scopes lend, and a personal one no more than its person holds either.
  const personal = token.ownerId !== null;
  return {
    user,
    can: (object, action) =>
      scopesLend(token.scopes, `${object} ${action}`) &&
      (!personal || permissions.can(user.id, object, action)),
    restricted: personal && permissions.isRestricted(user.id),
  };
}

/**
 * The one set of generic routes, registered for every declared object:
 * self, by id, search, cardinalities, count, create, update, delete (DESIGN.md "Generic data").
 */
export const c13sRoutes: FastifyPluginAsyncZod<{ objects: readonly ObjectDefinition[] }> = async (
  app,
  { objects },
) => {
  for (const def of objects) {
    const store = createObjectStore(def, app.db, { mailer: app.mailer, sessions: app.sessions });
    const base = `/${def.module}/${def.object}`;
    const name = `${def.module}_${def.object}`;
    const tags = [`${def.module}/${def.object}`];
    // Refuse before the body is even validated, so a caller without the right learns nothing more.
    const guard = (operation: Operation) => async (request: FastifyRequest) => {
      rowFilterOrRefuse(def, operation, accessContext(request));
    };
    const record = withAbilities(def.output);
    // The permission each route needs, which an API token's scope may lend it (token-rights.ts).
    const lends = (operation: Operation) => ({
      config: { tokenPermission: `${def.declaration.permission} ${operation}` },
    });
    const searchQuery = searchQuerySchema(def.declaration);

    if (def.self) {
      app.get(
        `${base}/self`,
        { schema: { operationId: `${name}_self`, tags, response: { 200: record, ...RECORD_ERRORS } } },
        async (request) => store.self(accessContext(request)),
      );
    }

    app.get(
      `${base}/search`,
      {
        schema: {
          operationId: `${name}_search`,
          tags,
          querystring: searchQuery,
          response: { 200: pageOf(record), ...RECORD_ERRORS },
        },
        ...describedQuery,
        ...lends('read'),
      },
      async (request) => store.search(request.query as RawQuery, accessContext(request)),
    );

    app.get(
      `${base}/cardinalities`,
      {
        schema: {
          operationId: `${name}_cardinalities`,
          tags,
          querystring: searchQuerySchema(def.declaration, true),
          response: { 200: CardinalitiesBody, ...RECORD_ERRORS },
        },
        ...describedQuery,
        ...lends('read'),
      },
      async (request) => store.cardinalities(request.query as RawQuery, accessContext(request)),
    );

    app.get(
      `${base}/count`,
      {
        schema: {
          operationId: `${name}_count`,
          tags,
          querystring: searchQuery,
          response: { 200: CountBody, ...RECORD_ERRORS },
        },
        ...describedQuery,
        ...lends('read'),
      },
      async (request) => store.count(request.query as RawQuery, accessContext(request)),
    );

    if (def.export) {
      const sendExport = createObjectExport(def, app.db);
      app.get(
        `${base}/export`,
        {
          schema: {
            operationId: `${name}_export`,
            tags,
            description:
              'The whole result of the same search (paging ignored) as CSV or Excel, streamed; x-total-count: its rows',
            querystring: exportQuerySchema(def.declaration),
            response: { 200: tableFileResponse, ...RECORD_ERRORS },
          },
          preValidation: guard('read'),
          ...describedQuery,
          ...lends('read'),
          // Sent as it is read: compressing would hold bytes back from the client's progress.
          ...SENT_AS_STORED,
        },
        async (request, reply) => sendExport(reply, request.query as RawQuery, accessContext(request)),
      );
    }

    app.get(
      `${base}/:id`,
      {
        schema: {
          operationId: `${name}_by_id`,
          tags,
          params: IdParams,
          response: { 200: record, ...RECORD_ERRORS },
        },
        ...lends('read'),
      },
      async (request) => store.byId(request.params.id, accessContext(request)),
    );

    if (def.create) {
      const create = def.create;
      const createRoute = {
        operationId: `${name}_create`,
        tags,
        body: create.input,
        response: { 201: CreatedBody, ...RECORD_ERRORS },
      };
      const created = async (request: FastifyRequest, updateType: string | undefined) => {
        const answer = await store.create(request.body, updateType, accessContext(request));
        // A hook may have given someone a role (a newcomer's): it holds from the next request on.
        await app.permissions.refreshIfChanged();
        return answer;
      };
      app.post(
        base,
        { schema: createRoute, preValidation: guard('create'), ...lends('create') },
        async (request, reply) => reply.status(201).send(await created(request, undefined)),
      );
      if (create.updateTypes?.length) {
        app.post(
          `${base}/:updateType`,
          {
            schema: {
              ...createRoute,
              operationId: `${name}_create_typed`,
              params: z.object({ updateType: z.enum(create.updateTypes) }),
            },
            preValidation: guard('create'),
            ...lends('create'),
          },
          async (request, reply) => reply.status(201).send(await created(request, request.params.updateType)),
        );
      }
    }

    if (def.update) {
      app.patch(
        `${base}/:id`,
        {
          schema: {
            operationId: `${name}_update`,
            tags,
            params: IdParams,
            querystring: z.object({ modified_tag_type: z.enum(TAG_TYPES).optional() }),
            body: def.update.input,
            response: { 200: record.extend(messageFields), ...RECORD_ERRORS },
          },
          preValidation: guard('update'),
          ...lends('update'),
        },
        async (request) => {
          const ctx = accessContext(request);
          const tagType = request.query.modified_tag_type;
          // Changing tags of a type needs 'tag {type}' on top of the right to update the record.
          if (tagType && !ctx.can('tag', tagType)) throw forbidden();
          return store.update(request.params.id, request.body, ctx, { modifiedTagType: tagType });
        },
      );
    }

    if (def.deletable) {
      app.delete(
        `${base}/:id`,
        {
          schema: {
            operationId: `${name}_delete`,
            tags,
            params: IdParams,
            response: { 200: MessageBody, ...RECORD_ERRORS },
          },
          preValidation: guard('delete'),
          ...lends('delete'),
        },
        async (request) => store.remove(request.params.id, accessContext(request)),
      );
    }
  }
};
