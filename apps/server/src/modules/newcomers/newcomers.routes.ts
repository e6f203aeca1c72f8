import {
  message,
  NewcomerEmailBody,
  NewcomerEmailQuery,
  type NewcomerStatus,
  type ServerMessageKey,
} from '@atrium/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Tx } from '../../db/database.ts';
import { grantRestrictedAccess, restrictedAccessExpiry } from '../../platform/a12n/restricted-access.ts';
import { diffFields, recordAudit } from '../../platform/audit/audit.ts';
import { assertRowAccess } from '../../platform/c13s/access.ts';
import { accessContext } from '../../platform/c13s/c13s.routes.ts';
import type { AccessContext } from '../../platform/c13s/define-object.ts';
import { conflict, forbidden } from '../../platform/http-errors.ts';
import { assertMayAlterRoleHolders } from '../../platform/permissions/permission-service.ts';
import { users } from '../../platform/users/users.tables.ts';
import { availableEmail } from './newcomer-email.ts';
import { moveNewcomer } from './newcomer-moves.ts';
import { newcomersImplementation } from './newcomers.objects.ts';
import { newcomers } from './newcomers.tables.ts';
import { welcomeMail } from './welcome-mail.ts';
import { RECORD_ERRORS, recordMoveSchema } from '../../platform/route-schemas.ts';

const base = '/cv_library/newcomers';
const tags = ['cv_library/newcomers'];

/** Refuses before validation, like the generic routes, so a caller without the right learns nothing more. */
const needs = (action: 'create' | 'update') => async (request: FastifyRequest) => {
  if (!accessContext(request).can('newcomers', action)) throw forbidden();
};

/** What a move reads of the newcomer it changes. */
const lockedColumns = {
  id: newcomers.id,
  status: newcomers.status,
  arrival_date: newcomers.arrival_date,
  personal_email: newcomers.personal_email,
  language: newcomers.language,
  first_name: users.first_name,
};
type LockedNewcomer = { [C in keyof typeof lockedColumns]: (typeof lockedColumns)[C]['_']['data'] };

/** A link is for someone who has not arrived yet. */
const LINK_REFUSED: Partial<Record<NewcomerStatus, ServerMessageKey>> = {
  arrived: 'newcomers.alreadyArrived',
  left: 'newcomers.alreadyLeft',
};

/** Where each move may start from: a newcomer arrives once, and leaves once, for good. */
const REFUSED_FROM: Record<'arrived' | 'left', Partial<Record<NewcomerStatus, ServerMessageKey>>> = {
  arrived: { arrived: 'newcomers.alreadyArrived', left: 'newcomers.alreadyLeft' },
  left: { left: 'newcomers.alreadyLeft' },
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
        response: { 200: NewcomerEmailBody, ...RECORD_ERRORS },
      },
      preValidation: needs('create'),
    },
    async (request) => ({
      email: await availableEmail(app.db, request.query, app.config.newcomerEmails),
    }),
  );

  /** A move of one newcomer: checked as the generic routes check, locked, refused from `refusedFrom`. */
  const moveRoute = <T>(
    suffix: string,
    description: string,
    refusedFrom: Partial<Record<NewcomerStatus, ServerMessageKey>>,
    change: (tx: Tx, newcomer: LockedNewcomer, ctx: AccessContext) => Promise<T>,
    answer: (changed: T) => Promise<ServerMessageKey>,
  ) =>
    app.post(
      `${base}/:id/${suffix}`,
      {
        schema: recordMoveSchema(`cv_library_newcomers_${suffix}`, tags, description),
        preValidation: needs('update'),
      },
      async (request) => {
        const { id } = request.params;
        const ctx = accessContext(request);
        const changed = await app.db.transaction(async (tx) => {
          await assertRowAccess(tx, newcomersImplementation, id, 'update', ctx, { lock: true });
          const [newcomer] = await tx
            .select(lockedColumns)
            .from(newcomers)
            .innerJoin(users, eq(users.id, newcomers.id))
            .where(eq(newcomers.id, id));
          const refused = refusedFrom[newcomer!.status];
          if (refused) throw conflict(refused);
          return change(tx, newcomer!, ctx);
        });
        return message(await answer(changed));
      },
    );

  moveRoute(
    'link',
    'Mails the newcomer a new restricted-access link; any earlier one stops working.',
    LINK_REFUSED,
    async (tx, newcomer, ctx) => {
      const expiresAt = restrictedAccessExpiry(newcomer.arrival_date);
      const token = await grantRestrictedAccess(tx, {
        userId: newcomer.id,
        expiresAt,
        createdBy: ctx.user.id,
      });
      await tx
        .update(newcomers)
        .set({ status: 'link_sent', updated_at: new Date() })
        .where(eq(newcomers.id, newcomer.id));
      // The link itself is a secret: the log tells that one was sent, never what it was.
      await recordAudit(tx, {
        actor: ctx.user.id,
        object: 'cv_library/newcomers',
        recordId: newcomer.id,
        action: 'link',
        changes: diffFields({ status: newcomer.status }, { status: 'link_sent' }),
      });
      return welcomeMail({
        to: newcomer.personal_email,
        firstName: newcomer.first_name,
        language: newcomer.language,
        arrivalDate: newcomer.arrival_date,
        link: `${app.config.origin}/?token=${encodeURIComponent(token)}`,
        expiresAt,
      });
    },
    async (mail) => {
      // Once committed: a mail never announces a link the database does not hold.
      await app.mailer.send(mail);
      return 'newcomers.linkSent';
    },
  );

  for (const move of ['arrived', 'left'] as const) {
    moveRoute(
      move,
      move === 'arrived'
        ? 'The newcomer becomes a colleague: the restricted role goes, Who’s who shows them.'
        : 'The person has left: no sign-in, every session ended, out of search and pickers.',
      REFUSED_FROM[move],
      async (tx, { id }, ctx) => {
        // Either move writes their roles (none): a role holder's are for who may change permissions.
        await assertMayAlterRoleHolders(tx, ctx, [id], 'newcomers.holdsRole');
        return moveNewcomer(tx, id, move, ctx.user.id);
      },
      async (ended) => {
        app.sessions.forget(ended);
        await app.permissions.refreshIfChanged();
        return move === 'arrived' ? 'newcomers.arrived' : 'newcomers.left';
      },
    );
  }
};
