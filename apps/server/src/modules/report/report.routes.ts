import { message, ReportReplyInput } from '@atrium/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertRowAccess } from '../../platform/c13s/access.ts';
import { accessContext } from '../../platform/c13s/c13s.routes.ts';
import { forbidden } from '../../platform/http-errors.ts';
import { recordMoveSchema } from '../../platform/route-schemas.ts';
import { users } from '../../platform/users/users.tables.ts';
import { replyMail } from './reply-mail.ts';
import { reportImplementation } from './report.objects.ts';
import { reports } from './report.tables.ts';
import { excerpt, notify } from '../../platform/notifications/notify.ts';

/** Where an author reads their reports and the replies. */
export const MY_REPORTS_PATH = '/my-reports';

/** Refuses before validation, like the generic routes, so a caller without the right learns nothing more. */
const inbox = async (request: FastifyRequest) => {
  const ctx = accessContext(request);
  if (!ctx.can('report', 'update') || ctx.restricted) throw forbidden();
};

/** What the feedback inbox adds to the generic routes: the reply, which the author gets by mail. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/report/report/:id/reply',
    {
      schema: {
        ...recordMoveSchema(
          'report_report_reply',
          ['report/report'],
          'Answers a report: the author reads the reply on their reports and gets it by mail. A new reply replaces the last one.',
        ),
        body: ReportReplyInput,
      },
      preValidation: inbox,
    },
    async (request) => {
      const ctx = accessContext(request);
      await app.db.transaction(async (tx) => {
        await assertRowAccess(tx, reportImplementation, request.params.id, 'update', ctx, { lock: true });
        const [report] = await tx
          .update(reports)
          .set({ reply: request.body.reply, replied_at: new Date(), replied_by: ctx.user.id })
          .where(eq(reports.id, request.params.id))
          .returning();
        const [author] = await tx
          .select({ email: users.email, first_name: users.first_name, language: users.language })
          .from(users)
          .where(eq(users.id, report!.user_id));
        if (author) {
          const link = new URL(MY_REPORTS_PATH, app.config.origin).toString();
          await app.mailer.send(replyMail(author, report!.page, request.body.reply, link), { tx });
          await notify(tx, {
            recipientId: report!.user_id,
            kind: 'feedback_reply',
            actorId: ctx.user.id,
            link: MY_REPORTS_PATH,
            params: { excerpt: excerpt(request.body.reply) },
          });
        }
      });
      return message('feedback.replied');
    },
  );
};
