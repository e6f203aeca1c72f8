import {
  ErrorBody,
  GrantInput,
  message,
  MessageBody,
  type Role,
  RoleGrants,
  ROLES,
  SelfPermissions,
  UserRolesInput,
} from '@atrium/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound, unauthenticated } from '../http-errors.ts';
import { users } from '../users/users.tables.ts';

const tags = ['permissions'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * `/api/c13s/v2/public/permissions`: one's own roles and permissions for everyone; the role
 * matrix and people's roles for holders of 'permissions read', changes for 'permissions update'.
 */
export const permissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireUser = (request: FastifyRequest) => {
    if (!request.user) throw unauthenticated();
    return request.user;
  };
  const requirePermission = (action: 'read' | 'update') => async (request: FastifyRequest) => {
    if (!app.permissions.can(requireUser(request).id, 'permissions', action)) throw forbidden();
  };
  const personExists = async (id: string) => {
    const [person] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
    if (!person) throw notFound();
  };

  app.get(
    '/self',
    { schema: { operationId: 'permissions_self', tags, response: { 200: SelfPermissions, 401: ErrorBody } } },
    async (request) => {
      const { id } = requireUser(request);
      return {
        roles: await app.permissions.roles(id),
        implicit_permissions: await app.permissions.implicitPermissions(id),
      };
    },
  );

  app.get(
    '/roles',
    {
      schema: { operationId: 'permissions_roles', tags, response: { 200: z.array(RoleGrants), ...errors } },
      preValidation: requirePermission('read'),
    },
    async () => app.permissions.grantsByRole(),
  );

  app.post(
    '/grants',
    {
      schema: {
        operationId: 'permissions_grant',
        tags,
        body: GrantInput,
        response: { 200: MessageBody, ...errors },
      },
      preValidation: requirePermission('update'),
    },
    async (request) => {
      await app.permissions.grant(request.body.role, request.body.permission, requireUser(request).id);
      return message('permissionsUpdated');
    },
  );

  app.delete(
    '/grants',
    {
      schema: {
        operationId: 'permissions_revoke',
        tags,
        querystring: GrantInput,
        response: { 200: MessageBody, ...errors },
      },
      preValidation: requirePermission('update'),
    },
    async (request) => {
      await app.permissions.revoke(request.query.role, request.query.permission, requireUser(request).id);
      return message('permissionsUpdated');
    },
  );

  app.get(
    '/users/:id/roles',
    {
      schema: {
        operationId: 'permissions_user_roles',
        tags,
        params: z.object({ id: z.uuid() }),
        response: { 200: z.object({ roles: z.array(z.enum(ROLES)) }), ...errors },
      },
      preValidation: requirePermission('read'),
    },
    async (request) => {
      await personExists(request.params.id);
      return { roles: await app.permissions.roles(request.params.id) };
    },
  );

  app.put(
    '/users/:id/roles',
    {
      schema: {
        operationId: 'permissions_set_user_roles',
        tags,
        params: z.object({ id: z.uuid() }),
        body: UserRolesInput,
        response: { 200: MessageBody, ...errors },
      },
      preValidation: requirePermission('update'),
    },
    async (request) => {
      await personExists(request.params.id);
      await app.permissions.setUserRoles(
        request.params.id,
        request.body.roles as Role[],
        requireUser(request).id,
      );
      return message('permissionsUpdated');
    },
  );
};
