import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TokenPrincipal } from '../../platform/api-tokens/api-token-auth.ts';
import { HttpError } from '../../platform/http-errors.ts';
import { guardedJsonParser } from '../../platform/text-input-guard.ts';
import { resourceTypes, SCIM_PAGE_MAX, schemas, serviceProviderConfig } from './scim-discovery.ts';
import { ScimError, scimErrorBody, type ScimType } from './scim-errors.ts';
import { parseScimFilter } from './scim-filter.ts';
import { applyScimPatch, ScimPatchBody } from './scim-patch.ts';
import { readScimUser, toScimUser, versionOf, type ScimPerson } from './scim-user.ts';
import { createScimUsers } from './scim-users.service.ts';

const SCIM_JSON = 'application/scim+json';
const LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
const tags = ['scim'];
/** Only a token with the `scim` scope reaches these routes (platform/api-tokens/token-rights.ts). */
const config = { tokenScope: 'scim' as const };

const ScimErrorBody = z.object({
  schemas: z.array(z.string()),
  status: z.string(),
  scimType: z.string().optional(),
  detail: z.string(),
});
const errors = Object.fromEntries(
  [400, 401, 403, 404, 409, 412, 413, 415, 429].map((s) => [s, ScimErrorBody]),
);
/** A SCIM resource or message: its attributes are RFC 7643's, written by `toScimUser` and the discovery documents. */
const Resource = z.record(z.string(), z.unknown());
const ListResponse = z.object({
  schemas: z.array(z.string()),
  totalResults: z.number(),
  startIndex: z.number(),
  itemsPerPage: z.number(),
  Resources: z.array(Resource),
});
const IdParams = z.object({ id: z.string().max(200) });
const ListQuery = z.object({
  filter: z.string().max(1000).optional(),
  startIndex: z.coerce.number().int().optional(),
  count: z.coerce.number().int().optional(),
  // Accepted and not applied: every attribute is returned (RFC 7644 §3.4.2.5 allows more).
  attributes: z.string().max(1000).optional(),
  excludedAttributes: z.string().max(1000).optional(),
});

const listResponse = (resources: Record<string, unknown>[], total: number, startIndex: number) => ({
  schemas: [LIST_SCHEMA],
  totalResults: total,
  startIndex,
  itemsPerPage: resources.length,
  Resources: resources,
});

/** Atrium's refusals met on the way (an address taken, a bad value) in SCIM's words. */
function scimTypeOf(status: number): ScimType | undefined {
  if (status === 409) return 'uniqueness';
  if (status === 400) return 'invalidValue';
  return undefined;
}

/**
 * The input guard's refusal of a field (text the database cannot store, a NUL byte) in SCIM's
 * words: a bad `filter` is `invalidFilter`, a bad PATCH `path` is `invalidPath`.
 */
function fieldScimType(error: HttpError): ScimType | undefined {
  const fields = Object.keys(error.fields ?? {});
  if (fields.includes('filter')) return 'invalidFilter';
  if (fields.some((field) => /^Operations\.\d+\.path$/.test(field))) return 'invalidPath';
  return undefined;
}

/** PostgreSQL's refusals of text it cannot store or read (a NUL byte that got through): the client's fault. */
const PG_BAD_TEXT = new Set(['22021', '22P05', '22P02', '22001', '54000']);
const pgCodeOf = (error: FastifyError) =>
  (error as { code?: string }).code ?? (error.cause as { code?: string } | undefined)?.code;

function describe(error: FastifyError): { status: number; body: ReturnType<typeof scimErrorBody> } {
  if (error instanceof ScimError)
    return { status: error.status, body: scimErrorBody(error.status, error.message, error.scimType) };
  if (error instanceof HttpError) {
    const type = fieldScimType(error) ?? scimTypeOf(error.statusCode);
    return { status: error.statusCode, body: scimErrorBody(error.statusCode, error.said.msg, type) };
  }
  if (PG_BAD_TEXT.has(pgCodeOf(error) ?? ''))
    return { status: 400, body: scimErrorBody(400, 'A value is not valid', 'invalidValue') };
  if (hasZodFastifySchemaValidationErrors(error))
    return {
      status: 400,
      body: scimErrorBody(400, 'The request does not follow the SCIM schema', 'invalidSyntax'),
    };
  const status = error.statusCode;
  if (status && status >= 400 && status < 500)
    return {
      status,
      body: scimErrorBody(status, error.message || 'The request is not valid', 'invalidSyntax'),
    };
  return { status: 500, body: scimErrorBody(500, 'An error has occurred') };
}

/**
 * SCIM 2.0 (RFC 7643/7644) at `/scim/v2`, for an identity provider (Entra ID, Okta) holding a SCIM
 * token: discovery, and Users on Atrium's people (scim-users.service.ts). JSON as
 * `application/scim+json`, every refusal in SCIM's error schema, ETags (`W/"…"`) with If-Match.
 * No Groups: roles are Atrium's to give, never a provider's (README, "Provisioning (SCIM)").
 */
export const scimRoutes: FastifyPluginAsyncZod = async (app) => {
  const people = createScimUsers(app.db, {
    mailer: app.mailer,
    firmEmailDomains: app.config.firmEmailDomains,
  });
  app.addContentTypeParser(SCIM_JSON, { parseAs: 'string' }, guardedJsonParser(app));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = describe(error);
    if (status >= 500) request.log.error({ err: error }, 'SCIM request failed');
    if (error instanceof HttpError && error.headers) reply.headers(error.headers);
    if (status === 401) reply.header('www-authenticate', 'Bearer realm="scim"');
    return reply.status(status).type(SCIM_JSON).send(body);
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).type(SCIM_JSON).send(scimErrorBody(404, 'No such resource')),
  );
  // What SCIM does not offer (`/Groups`, `/Me`, `/Bulk`…) is SCIM's 404 for the provider's token,
  // matched here before the web app's catch-all could answer it (a page, or a token's 403).
  app.all('/*', { schema: { hide: true }, config }, async () => {
    throw new ScimError(404, 'No such resource');
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/json')) reply.type(SCIM_JSON);
    return payload;
  });

  // Never the request's Host, which the caller chooses: PUBLIC_URL, or links relative to the server.
  const base = `${app.config.publicUrl ?? ''}/scim/v2`;
  const tokenOf = (request: FastifyRequest): TokenPrincipal => request.user!.token!;
  const userAnswer = (request: FastifyRequest, reply: FastifyReply, person: ScimPerson) => {
    reply.header('etag', versionOf(person));
    return toScimUser(person, `${base}/Users/${person.user.id}`);
  };

  app.get(
    '/ServiceProviderConfig',
    {
      schema: { operationId: 'scim_service_provider_config', tags, response: { 200: Resource, ...errors } },
      config,
    },
    async () => serviceProviderConfig(base),
  );

  app.get(
    '/ResourceTypes',
    {
      schema: { operationId: 'scim_resource_types', tags, response: { 200: ListResponse, ...errors } },
      config,
    },
    async () => {
      const types = resourceTypes(base);
      return listResponse(types, types.length, 1);
    },
  );

  app.get(
    '/ResourceTypes/:id',
    {
      schema: {
        operationId: 'scim_resource_type',
        tags,
        params: IdParams,
        response: { 200: Resource, ...errors },
      },
      config,
    },
    async (request) => {
      const found = resourceTypes(base).find((type) => type.id === request.params.id);
      if (!found) throw new ScimError(404, `No resource type ${request.params.id}`);
      return found;
    },
  );

  app.get(
    '/Schemas',
    { schema: { operationId: 'scim_schemas', tags, response: { 200: ListResponse, ...errors } }, config },
    async () => {
      const all = schemas(base);
      return listResponse(all, all.length, 1);
    },
  );

  app.get(
    '/Schemas/:id',
    {
      schema: { operationId: 'scim_schema', tags, params: IdParams, response: { 200: Resource, ...errors } },
      config,
    },
    async (request) => {
      const found = schemas(base).find((schema) => schema.id === request.params.id);
      if (!found) throw new ScimError(404, `No schema ${request.params.id}`);
      return found;
    },
  );

  app.get(
    '/Users',
    {
      schema: {
        operationId: 'scim_users_list',
        tags,
        description:
          'Users, 1-based `startIndex`, `count` up to 200; `filter`: `userName eq`, `externalId eq`, `emails[type eq "work"].value eq` only.',
        querystring: ListQuery,
        response: { 200: ListResponse, ...errors },
      },
      config,
    },
    async (request) => {
      const { filter, startIndex = 1, count = 100 } = request.query;
      const from = Math.max(1, startIndex);
      const size = Math.min(Math.max(0, count), SCIM_PAGE_MAX);
      const { total, people: found } = await people.list(filter ? parseScimFilter(filter) : null, from, size);

      return listResponse(
        found.map((person) => toScimUser(person, `${base}/Users/${person.user.id}`)),
        total,
        from,
      );
    },
  );

  app.get(
    '/Users/:id',
    {
      schema: {
        operationId: 'scim_users_get',
        tags,
        params: IdParams,
        response: { 200: Resource, ...errors },
      },
      config,
    },
    async (request, reply) => userAnswer(request, reply, await people.get(request.params.id)),
  );

  app.post(
    '/Users',
    {
      schema: {
        operationId: 'scim_users_create',
        tags,
        description:
          'Creates an active person without a password (single sign-on or a reset link), as HR does.',
        body: Resource,
        response: { 201: Resource, ...errors },
      },
      config,
    },
    async (request, reply) => {
      const { id, ended } = await people.create(readScimUser(request.body), tokenOf(request));
      app.sessions.forget(ended);
      const person = await people.get(id);
      reply.header('location', `${base}/Users/${id}`);
      return reply.status(201).send(userAnswer(request, reply, person));
    },
  );

  /** PUT and PATCH: the new profile from the current one, written in one transaction; If-Match checked first. */
  const change =
    (next: (request: FastifyRequest, current: ScimPerson) => ReturnType<typeof readScimUser>) =>
    async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const { ended } = await people.replace(
        request.params.id,
        request.headers['if-match'],
        tokenOf(request),
        (current) => next(request, current),
      );
      app.sessions.forget(ended);
      return userAnswer(request, reply, await people.get(request.params.id));
    };

  app.put(
    '/Users/:id',
    {
      schema: {
        operationId: 'scim_users_replace',
        tags,
        description: 'Replaces the User; `active: false` closes the account (sessions end at once).',
        params: IdParams,
        body: Resource,
        response: { 200: Resource, ...errors },
      },
      config,
    },
    change((request) => readScimUser(request.body)),
  );

  app.patch(
    '/Users/:id',
    {
      schema: {
        operationId: 'scim_users_patch',
        tags,
        description: 'PATCH operations as Entra ID and Okta send them (RFC 7644 §3.5.2).',
        params: IdParams,
        body: ScimPatchBody,
        response: { 200: Resource, ...errors },
      },
      config,
    },
    change((request, current) =>
      readScimUser(applyScimPatch(toScimUser(current, ''), request.body as ScimPatchBody)),
    ),
  );

  app.delete(
    '/Users/:id',
    {
      schema: {
        operationId: 'scim_users_delete',
        tags,
        description:
          'Deactivates the person and hides the User (404 from then on); nothing of theirs is erased.',
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
      config,
    },
    async (request, reply) => {
      const { ended } = await people.remove(request.params.id, request.headers['if-match'], tokenOf(request));
      app.sessions.forget(ended);
      return reply.status(204).send(null);
    },
  );
};
