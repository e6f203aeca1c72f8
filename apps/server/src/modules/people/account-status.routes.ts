import { eq } from 'drizzle-orm';
import { message, type ServerMessageKey } from '@atrium/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Tx } from '../../db/database.ts';
import { closeAccount } from '../../platform/a12n/close-account.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { accessContext } from '../../platform/c13s/c13s.routes.ts';
import type { AccessContext } from '../../platform/c13s/define-object.ts';
import { conflict, forbidden, notFound } from '../../platform/http-errors.ts';
import { keepAnActiveAdministrator } from '../../platform/permissions/permission-service.ts';
import { users, type PERSON_STATUSES } from '../../platform/users/users.tables.ts';
import { recordMoveSchema } from '../../platform/route-schemas.ts';

const base = '/cv_library/users';
const tags = ['cv_library/users'];

type PersonStatus = (typeof PERSON_STATUSES)[number];
export type LockedPerson = { id: string; status: PersonStatus };

/**
 * Refuses before validation: 'users update' as a permission, since the rule that lets a person
 * edit their own record must not let them close an account. Restricted access gets the 404 it
 * gets on any colleague's record: it does not even learn the colleague exists.
 */
export async function needsUsersUpdate(request: FastifyRequest): Promise<void> {
  const ctx = accessContext(request);
  if (ctx.restricted) throw notFound();
  if (!ctx.can('users', 'update')) throw forbidden();
}

/**
 * The person, locked for the rest of the transaction. A lookup of its own rather than
 * `assertRowAccess`: the people read rule hides whoever left, and reactivating must find them;
 * the caller's permission was checked before validation.
 */
export async function lockPerson(tx: Tx, id: string): Promise<LockedPerson> {
  const [person] = await tx
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  if (!person) throw notFound();
  return person;
}

/** Deactivating is for colleagues: a newcomer who has not arrived leaves through the newcomers screen. */
const DEACTIVATE_REFUSED: Partial<Record<PersonStatus, ServerMessageKey>> = {
  newcomer: 'people.newcomerNotArrived',
  left: 'people.alreadyDeactivated',
};

/**
 * HR and administrators close a colleague's account (they left, or must be locked out) and open it
 * again. Deactivating ends every session at once, exactly as a newcomer's leaving does
 * (`closeAccount`); their roles stay, so reactivating gives back what they had.
 */
export const accountStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A change of one person's account, in one transaction with their row locked. */
  const accountRoute = (
    suffix: 'deactivate' | 'reactivate',
    description: string,
    change: (tx: Tx, person: LockedPerson, ctx: AccessContext) => Promise<string[]>,
    msg: ServerMessageKey,
  ) =>
    app.post(
      `${base}/:id/${suffix}`,
      {
        schema: recordMoveSchema(`cv_library_users_${suffix}`, tags, description),
        preValidation: needsUsersUpdate,
      },
      async (request) => {
        const ctx = accessContext(request);
        const ended = await app.db.transaction(async (tx) => {
          const person = await lockPerson(tx, request.params.id);
          const sessions = await change(tx, person, ctx);
          const status = { before: person.status, after: suffix === 'deactivate' ? 'left' : 'active' };
          await recordAudit(tx, {
            actor: ctx.user.id,
            object: 'cv_library/users',
            recordId: person.id,
            action: suffix,
            changes: { status },
          });
          return sessions;
        });
        // Once committed: their access tokens stop on this instance now, on the others within seconds.
        app.sessions.forget(ended);
        return message(msg);
      },
    );

  accountRoute(
    'deactivate',
    'Closes the account: no sign-in, every session ended at once, out of search and pickers; their name stays on what they did.',
    async (tx, person, ctx) => {
      if (person.id === ctx.user.id) throw conflict('people.deactivateSelf');
      const refused = DEACTIVATE_REFUSED[person.status];
      if (refused) throw conflict(refused);
      await keepAnActiveAdministrator(tx, person.id);
      return closeAccount(tx, person.id);
    },
    'people.deactivated',
  );

  accountRoute(
    'reactivate',
    'Opens a deactivated account again: they sign in with their password or a reset link.',
    async (tx, person) => {
      if (person.status !== 'left') throw conflict('people.notDeactivated');
      await tx.update(users).set({ status: 'active', updated_at: new Date() }).where(eq(users.id, person.id));
      return [];
    },
    'people.reactivated',
  );
};
