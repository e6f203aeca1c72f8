import { ErrorBody, message, MessageBody } from '@atrium/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox } from '../a12n/a12n.tables.ts';
import { assertRowAccess } from '../c13s/access.ts';
import { accessContext } from '../c13s/c13s.routes.ts';
import { conflict, forbidden } from '../http-errors.ts';
import { mailState, mailOutboxImplementation } from './mail-outbox.objects.ts';
import { mailDeliveryJob } from './mailer.ts';

/**
 * `POST /api/c13s/v2/admin/mail_outbox/{id}/retry`: a mail every attempt of which failed goes back
 * to the queue, with a fresh set of attempts, once an administrator has fixed what was wrong (the
 * mail server, an address).
 */
export const mailOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/mail_outbox/:id/retry',
    {
      schema: {
        operationId: 'admin_mail_outbox_retry',
        tags: ['admin/mail_outbox'],
        params: z.object({ id: z.uuid() }),
        response: {
          200: MessageBody,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
      preValidation: async (request) => {
        if (!accessContext(request).can('mail', 'update')) throw forbidden();
      },
    },
    async (request) => {
      if (!app.config.smtpUrl) throw conflict('mail.noMailServer');
      await app.db.transaction(async (tx) => {
        await assertRowAccess(
          tx,
          mailOutboxImplementation,
          request.params.id,
          'update',
          accessContext(request),
          {
            lock: true,
          },
        );
        const [mail] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, request.params.id));
        if (mailState(mail!) !== 'failed') throw conflict('mail.retryOnlyFailed');
        await tx.update(mailOutbox).set({ failed_at: null }).where(eq(mailOutbox.id, mail!.id));
        await app.jobs.send(mailDeliveryJob, { id: mail!.id }, { tx });
      });
      return message('mail.retried');
    },
  );
};
