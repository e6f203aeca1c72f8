import { SkillYearsBody } from '@atrium/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertRowAccess } from '../../platform/c13s/access.ts';
import { accessContext } from '../../platform/c13s/c13s.routes.ts';
import { IdParams, RECORD_ERRORS } from '../../platform/route-schemas.ts';
import { usersImplementation } from '../people/people.objects.ts';
import { skillYearsOf } from './skill-years.ts';

const openApiTags = ['research'];

/** The advanced research's routes: a person's years per skill, the search, saved searches. */
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
};
