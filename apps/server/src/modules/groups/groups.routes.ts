import {
  AddGroupMembersInput,
  Group,
  GroupSkillsMatrix,
  messageFields,
  pageOf,
  PeopleWithoutGroupQuery,
  PersonWithoutGroup,
} from '@atrium/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessContext } from '../../platform/c13s/c13s.routes.ts';
import { forbidden } from '../../platform/http-errors.ts';
import { assertRowAccess } from '../../platform/c13s/access.ts';
import { createGroupsService } from './groups.service.ts';
import { groupsImplementation } from './groups.objects.ts';
import { groupSkillsMatrix } from './skills-matrix.ts';
import { IdParams, RECORD_ERRORS } from '../../platform/route-schemas.ts';

const base = '/cv_library/teams';
const tags = ['cv_library/teams'];
const GroupWithMessage = Group.extend(messageFields);
/** A person's place in a group. */
const PlaceParams = IdParams.extend({ user_id: z.uuid() });

/** Refuses before validation, like the generic routes, so a caller without the right learns nothing more. */
const needs = (action: 'read' | 'update') => async (request: FastifyRequest) => {
  if (!accessContext(request).can('teams', action)) throw forbidden();
};

/**
 * Routes of the groups module beyond the generic `cv_library/teams` ones: following a chapter or
 * guild (anyone who may read groups, for themselves), and the without-team and without-guild
 * views for whoever may manage groups ('teams update': HR, Management, admin by default).
 */
export const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createGroupsService(app.db);

  for (const kind of ['team', 'guild'] as const) {
    app.get(
      `${base}/without_${kind}`,
      {
        schema: {
          operationId: `cv_library_teams_without_${kind}`,
          tags,
          description: `People with no place in any ${kind === 'team' ? 'team or squad (followers do not count)' : 'guild (followers count)'}; q matches their name.`,
          querystring: PeopleWithoutGroupQuery,
          response: { 200: pageOf(PersonWithoutGroup), ...RECORD_ERRORS },
        },
        preValidation: needs('update'),
      },
      async (request) => service.peopleWithout(kind, request.query),
    );
  }

  app.post(
    `${base}/:id/follow`,
    {
      schema: {
        operationId: 'cv_library_teams_follow',
        tags,
        params: IdParams,
        response: { 200: GroupWithMessage, ...RECORD_ERRORS },
      },
      preValidation: needs('read'),
    },
    async (request) => service.follow(request.params.id, accessContext(request)),
  );

  app.post(
    `${base}/:id/members`,
    {
      schema: {
        operationId: 'cv_library_teams_add_members',
        tags,
        description:
          'Adds people as active members, under the rules of an edit of the group (its leaders, or "teams update").',
        params: IdParams,
        body: AddGroupMembersInput,
        response: { 200: GroupWithMessage, ...RECORD_ERRORS },
      },
      preValidation: needs('read'),
    },
    async (request) => service.addMembers(request.params.id, request.body.user_ids, accessContext(request)),
  );

  app.post(
    `${base}/:id/places/:user_id/confirm`,
    {
      schema: {
        operationId: 'cv_library_teams_confirm_place',
        tags,
        description:
          'Confirms a person\'s place that a leader without "teams update" gave or changed: only then does it count for the group\'s leaders (their resumes, reminders, the leader tool). Needs "teams update", and someone other than whoever gave the place.',
        params: PlaceParams,
        response: { 200: GroupWithMessage, ...RECORD_ERRORS },
      },
      preValidation: needs('update'),
    },
    async (request) =>
      service.confirmPlace(request.params.id, request.params.user_id, accessContext(request)),
  );

  app.delete(
    `${base}/:id/follow`,
    {
      schema: {
        operationId: 'cv_library_teams_unfollow',
        tags,
        params: IdParams,
        response: { 200: GroupWithMessage, ...RECORD_ERRORS },
      },
      preValidation: needs('read'),
    },
    async (request) => service.unfollow(request.params.id, accessContext(request)),
  );

  app.get(
    `${base}/:id/skills-matrix`,
    {
      schema: {
        operationId: 'cv_library_teams_skills_matrix',
        tags,
        description:
          "The group's people with an active place × their most common top skills (at most 15), with each one's level: none, learning (wants to learn), top (a top skill), mentor (can mentor).",
        params: IdParams,
        response: { 200: GroupSkillsMatrix, ...RECORD_ERRORS },
      },
      preValidation: needs('read'),
    },
    async (request) => {
      await assertRowAccess(app.db, groupsImplementation, request.params.id, 'read', accessContext(request));
      return groupSkillsMatrix(app.db, request.params.id);
    },
  );
};
