import { message } from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { restrictedAccesses } from '../../platform/a12n/a12n.tables.ts';
import { assertRowAccess } from '../../platform/c13s/access.ts';
import { accessContext } from '../../platform/c13s/c13s.routes.ts';
import { conflict, forbidden } from '../../platform/http-errors.ts';
import { newcomers } from './newcomers.tables.ts';
import { restrictedAccessesImplementation } from './restricted-accesses.objects.ts';
import { recordMoveSchema } from '../../platform/route-schemas.ts';

/** Refuses before validation, like the generic routes, so a caller without the right learns nothing more. */
async function needsNewcomersUpdate(request: FastifyRequest): Promise<void> {
  if (!accessContext(request).can('newcomers', 'update')) throw forbidden();
}

/**
 * `POST public/restricted_accesses/{id}/revoke`: HR withdraws a welcome link (sent to a wrong
 * address, a newcomer who will not come). The row stays, revoked, as the trace of what was sent;
 * the generic delete would remove it, hence a route of its own.
 */
export const restrictedAccessesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/public/restricted_accesses/:id/revoke',
    {
      schema: recordMoveSchema(
        'public_restricted_accesses_revoke',
        ['public/restricted_accesses'],
        'Revokes a welcome link that was neither used nor revoked: it no longer opens Atrium.',
      ),
      preValidation: needsNewcomersUpdate,
    },
    async (request) => {
      const { id } = request.params;
      await app.db.transaction(async (tx) => {
        await assertRowAccess(tx, restrictedAccessesImplementation, id, 'update', accessContext(request), {
          lock: true,
        });
        const [link] = await tx.select().from(restrictedAccesses).where(eq(restrictedAccesses.id, id));
        if (link!.used_at) throw conflict('newcomers.linkAlreadyUsed');
        if (link!.revoked_at) throw conflict('newcomers.linkAlreadyRevoked');
        await tx
          .update(restrictedAccesses)
          .set({ revoked_at: new Date() })
          .where(eq(restrictedAccesses.id, id));
        // A newer link revokes the older ones, so this was their only usable one: HR has to send another.
        await tx
          .update(newcomers)
          .set({ status: 'to_prepare', updated_at: new Date() })
          .where(and(eq(newcomers.id, link!.user_id), eq(newcomers.status, 'link_sent')));
      });
      return message('newcomers.linkRevoked');
    },
  );
};
