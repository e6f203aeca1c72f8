import {
  CompletionReminderBody,
  CompletionReminderInput,
  ErrorBody,
  PeopleBulkUpdateBody,
  PeopleBulkUpdateInput,
} from '@atrium/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessContext } from '../../platform/c13s/c13s.routes.ts';
import { forbidden } from '../../platform/http-errors.ts';
import { bulkUpdatePeople, sendCompletionReminders } from './people-bulk.ts';

const base = '/cv_library/users';
const tags = ['cv_library/users'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Refuses before validation: a bulk edit is for holders of 'users update' only. */
async function needsUsersUpdate(request: FastifyRequest): Promise<void> {
  const ctx = accessContext(request);
  if (ctx.restricted || !ctx.can('users', 'update')) throw forbidden();
}

/** A newcomer's restricted access reminds no one; whom others may remind depends on the ids. */
async function notRestricted(request: FastifyRequest): Promise<void> {
  if (accessContext(request).restricted) throw forbidden();
}

/**
 * The managing tools' actions on several people at once (HR, leaders): edit their HR fields, and
 * remind them to complete their profile. Each is one transaction: all or nothing.
 */
export const peopleBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${base}/bulk-update`,
    {
      schema: {
        operationId: 'cv_library_users_bulk_update',
        tags,
        description:
          'Sets the same HR fields (grade, position, business unit and line, hub, job profiles) on 1 to 500 people; a field the caller may not change or an unknown person refuses all. Each change is in the audit log.',
        body: PeopleBulkUpdateInput,
        response: { 200: PeopleBulkUpdateBody, ...errors },
      },
      preValidation: needsUsersUpdate,
    },
    async (request) => {
      const ctx = accessContext(request);
      const updated = await app.db.transaction((tx) => bulkUpdatePeople(tx, ctx, request.body));
      return { updated };
    },
  );

  app.post(
    `${base}/completion-reminder`,
    {
      schema: {
        operationId: 'cv_library_users_completion_reminder',
        tags,
        description:
          'Mails 1 to 500 people what their profile misses. Holders of "users update" or "completion update" remind anyone, a group leader the people of the groups they lead. A person reminded in the last day, complete or not active is skipped.',
        body: CompletionReminderInput,
        response: { 200: CompletionReminderBody, ...errors },
      },
      preValidation: notRestricted,
    },
    async (request) => {
      const ctx = accessContext(request);
      return app.db.transaction((tx) =>
        sendCompletionReminders(tx, ctx, request.body.ids, {
          origin: app.config.origin,
          send: (mail) => app.mailer.send(mail, { tx }),
        }),
      );
    },
  );
};
