import { AvailabilityList, AvailabilityQuery, AVAILABILITY_WEEKS } from '@atrium/contract';
import { and, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rowFilterOrRefuse } from '../../platform/c13s/access.ts';
import { accessContext } from '../../platform/c13s/c13s.routes.ts';
import { forbidden } from '../../platform/http-errors.ts';
import { RECORD_ERRORS } from '../../platform/route-schemas.ts';
import { users } from '../../platform/users/users.tables.ts';
import { usersImplementation } from '../people/people.objects.ts';
import { freeFrom, readAvailability, windowStart } from './availability.ts';

/** What "free from" means on a card and a profile: at least half free from then on. */
const FREE_FROM_PCT = 50;

/** Staffing's routes beside the generic `staffing/assignments`: people's availability. */
export const staffingRoutes: FastifyPluginAsyncZod = async (app) => {
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
