import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { users } from '../../platform/users/users.tables.ts';
import {
  mentorshipMatches,
  mentorshipParticipants,
  mentorshipSessions,
  type MentorshipSessionRow,
} from './mentorship.tables.ts';
import { outcomeMail, type Outcome } from './outcome-mail.ts';

/** Where a participant reads their outcome. */
const processLink = (origin: string, sessionId: string) =>
  `${origin}/mentorship?session=${encodeURIComponent(sessionId)}&tab=process`;

/**
 * Publishes a session's matching: from now on participants see their outcome in My Process, and
 * each gets a mail in their language (queued in this transaction, so only if it commits).
 */
export async function publishMatching(
  app: FastifyInstance,
  tx: Tx,
  session: MentorshipSessionRow,
  now: Date,
) {
  await tx
    .update(mentorshipSessions)
    .set({ published_at: now, updated_at: now })
    .where(eq(mentorshipSessions.id, session.id));
  const [participants, matches] = await Promise.all([
    tx
      .select({
        id: mentorshipParticipants.id,
        role: mentorshipParticipants.role,
        email: users.email,
        first_name: users.first_name,
        last_name: users.last_name,
        language: users.language,
      })
      .from(mentorshipParticipants)
      .innerJoin(users, eq(users.id, mentorshipParticipants.user_id))
      .where(eq(mentorshipParticipants.session_id, session.id)),
    tx.select().from(mentorshipMatches).where(eq(mentorshipMatches.session_id, session.id)),
  ]);
  const byId = new Map(participants.map((row) => [row.id, row]));
  const name = (id: string) => `${byId.get(id)!.first_name} ${byId.get(id)!.last_name}`;
  const matchOf = new Map(matches.map((match) => [match.mentee_id, match]));
  const link = processLink(app.config.origin, session.id);
  for (const participant of participants) {
    const match = matchOf.get(participant.id);
    const outcome: Outcome | undefined =
      participant.role === 'mentor'
        ? {
            role: 'mentor',
            mentees: matches
              .filter((line) => line.mentor_id === participant.id)
              .map((line) => name(line.mentee_id)),
          }
        : match && {
            role: 'mentee',
            mentor: match.mentor_id && name(match.mentor_id),
            explanation: match.explanation,
          };
    // A mentee who registered after the run has no line: they hear nothing they could misread.
    if (outcome) await app.mailer.send(outcomeMail(participant, session.name, outcome, link), { tx });
  }
}
