import {
  ErrorBody,
  MessageBody,
  NEWCOMER_MESSAGES,
  NewcomerEmailBody,
  NewcomerEmailQuery,
  type NewcomerStatus,
} from '@atrium/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { revokeSessions } from '../../platform/a12n/end-sessions.ts';
import { refreshTokens } from '../../platform/a12n/a12n.tables.ts';
import { assertRowAccess } from '../../platform/c13s/access.ts';
import { accessContext } from '../../platform/c13s/c13s.routes.ts';
import { conflict, forbidden } from '../../platform/http-errors.ts';
import { writeUserRoles } from '../../platform/permissions/permission-service.ts';
import { grantRestrictedAccess, restrictedAccessExpiry } from '../../platform/a12n/restricted-access.ts';
import { users } from '../../platform/users/users.tables.ts';
import { availableEmail } from './newcomer-email.ts';
import { newcomersImplementation } from './newcomers.objects.ts';
import { newcomers } from './newcomers.tables.ts';
import { welcomeMail } from './welcome-mail.ts';

const base = '/cv_library/newcomers';
const tags = ['cv_library/newcomers'];
const IdParams = z.object({ id: z.uuid() });
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Refuses before validation, like the generic routes, so a caller without the right learns nothing more. */
const needs = (action: 'create' | 'update') => async (request: FastifyRequest) => {
  if (!accessContext(request).can('newcomers', action)) throw forbidden();
};

/** A link is for someone who has not arrived yet. */
const LINK_REFUSED: Partial<Record<NewcomerStatus, string>> = {
  arrived: NEWCOMER_MESSAGES.alreadyArrived,
  left: NEWCOMER_MESSAGES.alreadyLeft,
};

/** Where each move may start from: a newcomer arrives once, and leaves once, for good. */
const REFUSED_FROM: Record<'arrived' | 'left', Partial<Record<NewcomerStatus, string>>> = {
  arrived: { arrived: NEWCOMER_MESSAGES.alreadyArrived, left: NEWCOMER_MESSAGES.alreadyLeft },
  left: { left: NEWCOMER_MESSAGES.alreadyLeft },
};

/**
 * What `cv_library/newcomers` adds to the generic routes: the address a newcomer would get, shown
 * in the add dialog before saving, their restricted-access link (mailed), and the two moves that change their account: arriving (the
 * restricted role goes, Who's who shows them) and leaving (no sign-in, every session ended at
 * once, out of search and pickers; their name stays on what they did).
 */
export const newcomersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${base}/email`,
    {
      schema: {
        operationId: 'cv_library_newcomers_email',
        tags,
        querystring: NewcomerEmailQuery,
        response: { 200: NewcomerEmailBody, ...errors },
      },
      preValidation: needs('create'),
    },
    async (request) => ({
      email: await availableEmail(app.db, request.query, app.config.newcomerEmails),
    }),
  );

  app.post(
    `${base}/:id/link`,
    {
      schema: {
        operationId: 'cv_library_newcomers_link',
        tags,
        description: 'Mails the newcomer a new restricted-access link; any earlier one stops working.',
        params: IdParams,
        response: { 200: MessageBody, ...errors },
      },
      preValidation: needs('update'),
    },
    async (request) => {
      const { id } = request.params;
      const ctx = accessContext(request);
      const mail = await app.db.transaction(async (tx) => {
        await assertRowAccess(tx, newcomersImplementation, id, 'update', ctx, { lock: true });
        const [newcomer] = await tx
          .select({
            status: newcomers.status,
            arrival_date: newcomers.arrival_date,
            personal_email: newcomers.personal_email,
            language: newcomers.language,
            first_name: users.first_name,
          })
          .from(newcomers)
          .innerJoin(users, eq(users.id, newcomers.id))
          .where(eq(newcomers.id, id));
        const refused = LINK_REFUSED[newcomer!.status];
        if (refused) throw conflict(refused);
        const expiresAt = restrictedAccessExpiry(newcomer!.arrival_date);
        const token = await grantRestrictedAccess(tx, { userId: id, expiresAt, createdBy: ctx.user.id });
        await tx
          .update(newcomers)
          .set({ status: 'link_sent', updated_at: new Date() })
          .where(eq(newcomers.id, id));
        return welcomeMail({
          to: newcomer!.personal_email,
          firstName: newcomer!.first_name,
          language: newcomer!.language,
          arrivalDate: newcomer!.arrival_date,
          link: `${app.config.origin}/?token=${encodeURIComponent(token)}`,
          expiresAt,
        });
      });
      await app.mailer.send(mail);
      return { msg: NEWCOMER_MESSAGES.linkSent };
    },
  );

  for (const move of ['arrived', 'left'] as const) {
    app.post(
      `${base}/:id/${move}`,
      {
        schema: {
          operationId: `cv_library_newcomers_${move}`,
          tags,
          params: IdParams,
          response: { 200: MessageBody, ...errors },
        },
        preValidation: needs('update'),
      },
      async (request) => {
        const { id } = request.params;
        const ctx = accessContext(request);
        const ended = await app.db.transaction(async (tx) => {
          await assertRowAccess(tx, newcomersImplementation, id, 'update', ctx, { lock: true });
          const [row] = await tx
            .select({ status: newcomers.status })
            .from(newcomers)
            .where(eq(newcomers.id, id));
          const refused = REFUSED_FROM[move][row!.status];
          if (refused) throw conflict(refused);
          await tx
            .update(newcomers)
            .set({ status: move, updated_at: new Date() })
            .where(eq(newcomers.id, id));
          await tx
            .update(users)
            .set({ status: move === 'arrived' ? 'active' : 'left', updated_at: new Date() })
            .where(eq(users.id, id));
          // Arriving takes the restricted role away; leaving keeps no role at all.
          await writeUserRoles(tx, id, []);
          return move === 'left' ? revokeSessions(tx, eq(refreshTokens.user_id, id)) : [];
        });
        app.sessions.forget(ended);
        await app.permissions.refreshIfChanged();
        return { msg: move === 'arrived' ? NEWCOMER_MESSAGES.arrived : NEWCOMER_MESSAGES.left };
      },
    );
  }
};
