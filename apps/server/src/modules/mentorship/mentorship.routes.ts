import {
  FavouritesInput,
  MatchingResult,
  MatchMoveInput,
  message,
  MessageBody,
  messageFields,
  MyMentorshipProcess,
  type ServerMessageKey,
} from '@atrium/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { assertRowAccess } from '../../platform/c13s/access.ts';
import { accessContext } from '../../platform/c13s/c13s.routes.ts';
import { conflict, forbidden, notFound } from '../../platform/http-errors.ts';
import { matchingResult, moveMentee, runMatching } from './matching-store.ts';
import { mentorshipSessions, type MentorshipSessionRow } from './mentorship.tables.ts';
import { myProcess, saveFavourites } from './my-process.ts';
import { publishMatching } from './publish-matching.ts';
import { assertPeriodOpen } from './session-periods.ts';
import { lockSession, mentorshipSessionsImplementation } from './sessions.objects.ts';
import { IdParams, RECORD_ERRORS, recordMoveSchema } from '../../platform/route-schemas.ts';

const sessions = '/mentorship/sessions';
const tags = ['mentorship/sessions'];

/** Refuses before validation, like the generic routes, so a caller without the right learns nothing more. */
const needs = (action: 'read' | 'update') => async (request: FastifyRequest) => {
  const ctx = accessContext(request);
  if (!ctx.can('mentorship', action) || ctx.restricted) throw forbidden();
};

/** The session after the caller's access to it is checked, locked for the rest of `tx`. */
async function lockedSession(tx: Tx, request: FastifyRequest, id: string, operation: 'read' | 'update') {
  await assertRowAccess(tx, mentorshipSessionsImplementation, id, operation, accessContext(request), {
    lock: true,
  });
  return (await lockSession(tx, id))!;
}

/** An administrator's change to a matching: inside the matching period, before it is published. */
function assertMatchingOpen(session: MentorshipSessionRow) {
  assertPeriodOpen(session, 'matching');
  if (session.published_at) throw conflict('mentorship.alreadyPublished');
}

async function resultOrMissing(db: DbOrTx, session: MentorshipSessionRow) {
  const result = await matchingResult(db, session);
  if (!result) throw notFound('mentorship.noMatching');
  return result;
}

/**
 * What `mentorship/sessions` and `mentorship/participants` add to the generic routes: archiving a
 * session, its matching (run, reviewed, moved by hand, published), and for the caller, their process
 * and, as a mentee, their favourites. Each action is accepted only inside its period, never in an archived session.
 */
export const mentorshipRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A move of a whole session, by an administrator, in one transaction on the session locked. */
  const sessionMove = (
    move: 'archive' | 'publish',
    description: string,
    run: (tx: Tx, session: MentorshipSessionRow) => Promise<void>,
    done: ServerMessageKey,
  ) =>
    app.post(
      `${sessions}/:id/${move}`,
      {
        schema: recordMoveSchema(`mentorship_sessions_${move}`, tags, description),
        preValidation: needs('update'),
      },
      async (request) => {
        await app.db.transaction(async (tx) =>
          run(tx, await lockedSession(tx, request, request.params.id, 'update')),
        );
        return message(done);
      },
    );

  sessionMove(
    'archive',
    'Archives a session: read-only from now on, out of the default views, its history kept.',
    async (tx, session) => {
      if (session.archived_at) throw conflict('mentorship.alreadyArchived');
      const now = new Date();
      await tx
        .update(mentorshipSessions)
        .set({ archived_at: now, updated_at: now })
        .where(eq(mentorshipSessions.id, session.id));
    },
    'mentorship.sessionArchivedDone',
  );

  sessionMove(
    'publish',
    'Publishes the matching: every participant sees their outcome and gets a mail.',
    async (tx, session) => {
      assertMatchingOpen(session);
      if (!session.matched_at) throw conflict('mentorship.noMatching');
      await publishMatching(app, tx, session, new Date());
    },
    'mentorship.published',
  );

  app.get(
    `${sessions}/:id/matching`,
    {
      schema: {
        operationId: 'mentorship_sessions_matching',
        tags,
        description:
          'The last matching of the session, with each mentee’s explanation; 404 before the first run.',
        params: IdParams,
        response: { 200: MatchingResult, ...RECORD_ERRORS },
      },
      preValidation: needs('update'),
    },
    async (request) => {
      await assertRowAccess(
        app.db,
        mentorshipSessionsImplementation,
        request.params.id,
        'update',
        accessContext(request),
      );
      const [session] = await app.db
        .select()
        .from(mentorshipSessions)
        .where(eq(mentorshipSessions.id, request.params.id));
      return resultOrMissing(app.db, session!);
    },
  );

  app.post(
    `${sessions}/:id/matching`,
    {
      schema: {
        operationId: 'mentorship_sessions_match',
        tags,
        description:
          'Matches the mentees who sent a request to their favourite mentors: the most mentees matched, then the best choices, then the best skill fit. A preview until published.',
        params: IdParams,
        response: { 200: MatchingResult.extend(messageFields), ...RECORD_ERRORS },
      },
      preValidation: needs('update'),
    },
    async (request) => {
      const result = await app.db.transaction(async (tx) => {
        const session = await lockedSession(tx, request, request.params.id, 'update');
        assertMatchingOpen(session);
        const now = new Date();
        await runMatching(tx, session, now);
        return resultOrMissing(tx, { ...session, matched_at: now });
      });
      return { ...result, ...message('mentorship.matched') };
    },
  );

  app.put(
    `${sessions}/:id/matching/:menteeId`,
    {
      schema: {
        operationId: 'mentorship_sessions_move_mentee',
        tags,
        description:
          'Moves a mentee by hand to one of the mentors their request names (with a seat left), or to no one.',
        params: IdParams.extend({ menteeId: z.uuid() }),
        body: MatchMoveInput,
        response: { 200: MatchingResult, ...RECORD_ERRORS },
      },
      preValidation: needs('update'),
    },
    async (request) =>
      app.db.transaction(async (tx) => {
        const session = await lockedSession(tx, request, request.params.id, 'update');
        assertMatchingOpen(session);
        if (!session.matched_at) throw conflict('mentorship.noMatching');
        await moveMentee(tx, session, request.params.menteeId, request.body.mentor_id);
        return resultOrMissing(tx, session);
      }),
  );

  app.get(
    `${sessions}/:id/my-process`,
    {
      schema: {
        operationId: 'mentorship_sessions_my_process',
        tags,
        description:
          'The caller’s registration in the session, their favourites, and their outcome once published.',
        params: IdParams,
        response: { 200: MyMentorshipProcess, ...RECORD_ERRORS },
      },
      preValidation: needs('read'),
    },
    async (request) => {
      const ctx = accessContext(request);
      await assertRowAccess(app.db, mentorshipSessionsImplementation, request.params.id, 'read', ctx);
      const [session] = await app.db
        .select()
        .from(mentorshipSessions)
        .where(eq(mentorshipSessions.id, request.params.id));
      return myProcess(app.db, session!, ctx.user.id);
    },
  );

  app.put(
    `${sessions}/:id/my-favourites`,
    {
      schema: {
        operationId: 'mentorship_sessions_my_favourites',
        tags,
        description:
          'The caller’s favourite mentors in the session, best first, during the selection period: saved as a draft, or sent (exactly three, final).',
        params: IdParams,
        body: FavouritesInput,
        response: { 200: MessageBody, ...RECORD_ERRORS },
      },
      preValidation: needs('read'),
    },
    async (request) => {
      const ctx = accessContext(request);
      await app.db.transaction(async (tx) =>
        saveFavourites(
          tx,
          await lockedSession(tx, request, request.params.id, 'read'),
          ctx.user.id,
          request.body,
        ),
      );
      return message(request.body.send ? 'mentorship.requestSent' : 'mentorship.favouritesSaved');
    },
  );
};
