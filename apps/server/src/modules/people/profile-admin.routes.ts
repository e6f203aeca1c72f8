import { message, MessageBody } from '@atrium/contract';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { closeAccount } from '../../platform/a12n/close-account.ts';
import { issueResetLink } from '../../platform/a12n/reset-link.ts';
import { diffFields, recordAudit } from '../../platform/audit/audit.ts';
import { accessContext } from '../../platform/c13s/c13s.routes.ts';
import { conflict, notFound } from '../../platform/http-errors.ts';
import {
  assertMayAlterRoleHolders,
  keepAnActiveAdministrator,
} from '../../platform/permissions/permission-service.ts';
import { users, type UserRow } from '../../platform/users/users.tables.ts';
import { lockPerson, needsUsersUpdate } from './account-status.routes.ts';
import { moveReferences, profileFill } from './merge-people.ts';
import { IdParams, RECORD_ERRORS, recordMoveSchema } from '../../platform/route-schemas.ts';

const base = '/cv_library/users';
const tags = ['cv_library/users'];
const MergeBody = z.strictObject({ into: z.uuid() });

/** Both people's rows, locked in id order so two merges of the same pair cannot deadlock. */
async function lockPair(tx: Tx, ids: [string, string]): Promise<Map<string, UserRow>> {
  const rows = await tx.select().from(users).where(inArray(users.id, ids)).orderBy(users.id).for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * What HR does to a profile beyond its fields (the profiles managing tool): mail a password reset
 * link, and merge a duplicate into the profile kept. 'users update' as a permission, like closing
 * an account: no role holds 'users delete' (people are never deleted), and a merge ends with the
 * duplicate deactivated, not deleted.
 */
export const profileAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${base}/:id/password-reset`,
    {
      schema: recordMoveSchema(
        'cv_library_users_password_reset',
        tags,
        'Mails the person a single-use password reset link, as "forgot password" does; the link is never answered.',
      ),
      preValidation: needsUsersUpdate,
    },
    async (request) => {
      const ctx = accessContext(request);
      await app.db.transaction(async (tx) => {
        const person = await lockPerson(tx, request.params.id);
        if (person.status === 'left') throw conflict('people.resetLinkLeft');
        const [row] = await tx
          .select({ userId: users.id, email: users.email, language: users.language })
          .from(users)
          .where(eq(users.id, person.id));
        const mail = await issueResetLink(tx, row!, app.config.origin);
        await app.mailer.send(mail, { tx });
        await recordAudit(tx, {
          actor: ctx.user.id,
          object: 'cv_library/users',
          recordId: person.id,
          action: 'link',
          changes: {},
        });
      });
      return message('people.resetLinkSent');
    },
  );

  app.post(
    `${base}/:id/merge`,
    {
      schema: {
        operationId: 'cv_library_users_merge',
        tags,
        description:
          "Merges this duplicate profile into `into`: its credentials, solutions, groups, resumes, experiences, mentorship registrations and newcomer record move there, empty fields of the kept profile are filled, then the duplicate is deactivated. What is private to the duplicate (its feedback reports, notifications and private saved searches) stays with it. Refused for the caller's own profile (either side), for the last active administrator, and, without 'permissions update', when either person holds a role.",
        params: IdParams,
        body: MergeBody,
        response: { 200: MessageBody, ...RECORD_ERRORS },
      },
      preValidation: needsUsersUpdate,
    },
    async (request) => {
      const ctx = accessContext(request);
      const duplicateId = request.params.id;
      const keptId = request.body.into;
      if (duplicateId === keptId) throw conflict('people.mergeSelf');
      // Nobody merges a colleague into their own profile (it would hand them the colleague's
      // records) nor merges themselves away: another profile manager does it.
      if (duplicateId === ctx.user.id || keptId === ctx.user.id) throw conflict('people.mergeOwnProfile');
      const ended = await app.db.transaction(async (tx) => {
        const locked = await lockPair(tx, [duplicateId, keptId]);
        const duplicate = locked.get(duplicateId);
        const kept = locked.get(keptId);
        if (!duplicate || !kept) throw notFound();
        if (kept.status !== 'active') throw conflict('people.mergeIntoDeactivated');
        // The duplicate's account is closed as deactivating closes it: never the last administrator's.
        await keepAnActiveAdministrator(tx, duplicate.id);
        // Merging someone who holds a role changes who holds power: the permissions managers' call.
        await assertMayAlterRoleHolders(tx, ctx, [duplicate.id, kept.id], 'people.mergeHoldsRole');
        const moved = await moveReferences(tx, duplicate.id, kept.id);
        const fill = profileFill(kept, duplicate);
        if (Object.keys(fill).length > 0) {
          await tx
            .update(users)
            .set({ ...fill, updated_at: new Date() })
            .where(eq(users.id, kept.id));
        }
        const sessions = duplicate.status === 'left' ? [] : await closeAccount(tx, duplicate.id);
        await recordAudit(tx, [
          {
            actor: ctx.user.id,
            object: 'cv_library/users',
            recordId: kept.id,
            action: 'merge',
            changes: {
              ...diffFields(pick(kept, fill), fill),
              merged_from: { before: null, after: duplicate.id },
              moved: { before: null, after: moved },
            },
          },
          {
            actor: ctx.user.id,
            object: 'cv_library/users',
            recordId: duplicate.id,
            action: 'merge',
            changes: {
              status: { before: duplicate.status, after: 'left' },
              merged_into: { before: null, after: kept.id },
            },
          },
        ]);
        return sessions;
      });
      app.sessions.forget(ended);
      return message('people.merged');
    },
  );
};

/** The kept profile's values of the fields a merge fills, for the audit's before. */
function pick(row: UserRow, fill: Partial<UserRow>): Partial<UserRow> {
  return Object.fromEntries(Object.keys(fill).map((key) => [key, row[key as keyof UserRow]]));
}
