import {
  type ChosenMentor,
  type FavouritesInput,
  type MentorshipOutcome,
  type MyMentorshipProcess,
} from '@atrium/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { badRequest, conflict } from '../../platform/http-errors.ts';
import { loadPersonRefs } from '../../platform/users/person-refs.ts';
import {
  mentorshipMatches,
  mentorshipParticipants,
  type MentorshipParticipantRow,
  type MentorshipSessionRow,
} from './mentorship.tables.ts';
import { presentParticipants } from './participants.objects.ts';
import { assertPeriodOpen } from './session-periods.ts';

/** The caller's registration in a session (locked by the caller where a write follows). */
const ownRegistration = (db: DbOrTx, sessionId: string, userId: string) =>
  db
    .select()
    .from(mentorshipParticipants)
    .where(and(eq(mentorshipParticipants.session_id, sessionId), eq(mentorshipParticipants.user_id, userId)));

/** A participant's mentors of choice, best first, as they see them. */
async function chosenMentors(db: DbOrTx, participant: MentorshipParticipantRow): Promise<ChosenMentor[]> {
  if (participant.favourites.length === 0) return [];
  const mentors = await db
    .select({ id: mentorshipParticipants.id, user_id: mentorshipParticipants.user_id })
    .from(mentorshipParticipants)
    .where(inArray(mentorshipParticipants.id, participant.favourites));
  const people = await loadPersonRefs(
    db,
    mentors.map((mentor) => mentor.user_id),
  );
  const userOf = new Map(mentors.map((mentor) => [mentor.id, mentor.user_id]));
  return participant.favourites.flatMap((id, index) => {
    const person = people.get(userOf.get(id) ?? '');
    return person ? [{ id, person, rank: index + 1 }] : [];
  });
}

/** What a participant may know once the results are published: their mentor and why, or their mentees. */
async function outcomeOf(db: DbOrTx, participant: MentorshipParticipantRow): Promise<MentorshipOutcome> {
  const lines = await db
    .select({
      mentee_id: mentorshipMatches.mentee_id,
      mentor_id: mentorshipMatches.mentor_id,
      explanation: mentorshipMatches.explanation,
    })
    .from(mentorshipMatches)
    .where(
      participant.role === 'mentor'
        ? eq(mentorshipMatches.mentor_id, participant.id)
        : eq(mentorshipMatches.mentee_id, participant.id),
    );
  const others = lines.flatMap((line) =>
    participant.role === 'mentor' ? line.mentee_id : (line.mentor_id ?? []),
  );
  const users = await db
    .select({ id: mentorshipParticipants.id, user_id: mentorshipParticipants.user_id })
    .from(mentorshipParticipants)
    .where(inArray(mentorshipParticipants.id, others.length > 0 ? others : [participant.id]));
  const people = await loadPersonRefs(
    db,
    users.map((row) => row.user_id),
  );
  const person = (id: string) => people.get(users.find((row) => row.id === id)?.user_id ?? '');
  if (participant.role === 'mentor') {
    const mentees = others.flatMap((id) => person(id) ?? []);
    return { matched: mentees.length > 0, mentor: null, mentees, explanation: null };
  }
  const line = lines[0];
  const mentor = line?.mentor_id ? (person(line.mentor_id) ?? null) : null;
  return { matched: Boolean(mentor), mentor, mentees: [], explanation: line?.explanation ?? null };
}

/**
 * What a person sees of their own part in a session: their registration, the mentors they chose,
 * and, once the results are published, their outcome.
 */
export async function myProcess(
  db: DbOrTx,
  session: MentorshipSessionRow,
  userId: string,
): Promise<MyMentorshipProcess> {
  const [row] = await ownRegistration(db, session.id, userId);
  if (!row) return { participant: null, favourites: [], outcome: null };
  const [participant] = await presentParticipants([row], { db });
  return {
    participant: participant!,
    favourites: await chosenMentors(db, row),
    outcome: session.published_at ? await outcomeOf(db, row) : null,
  };
}

/**
 * A mentee's favourite mentors, best first, during the selection period: kept as a draft, or sent
 * (exactly three, checked by the contract; final). Only their own: the registration is the
 * caller's, never someone else's, so not even an administrator chooses in their place.
 */
export async function saveFavourites(
  tx: Tx,
  session: MentorshipSessionRow,
  userId: string,
  { mentor_ids, send = false }: FavouritesInput,
): Promise<void> {
  const [mentee] = await ownRegistration(tx, session.id, userId).for('update');
  if (mentee?.role !== 'mentee') throw conflict('mentorship.favouritesForMentees');
  assertPeriodOpen(session, 'selection');
  if (mentee.request_status === 'request_sent') throw conflict('mentorship.requestAlreadySent');
  if (mentor_ids.includes(mentee.id))
    throw badRequest('mentorship.favouriteSelf', {
      mentor_ids: 'mentorship.favouriteSelf',
    });
  const mentors =
    mentor_ids.length === 0
      ? []
      : await tx
          .select({ id: mentorshipParticipants.id })
          .from(mentorshipParticipants)
          .where(
            and(
              inArray(mentorshipParticipants.id, mentor_ids),
              eq(mentorshipParticipants.session_id, session.id),
              eq(mentorshipParticipants.role, 'mentor'),
            ),
          );
  if (mentors.length !== mentor_ids.length)
    throw badRequest('mentorship.favouriteNotMentor', {
      mentor_ids: 'mentorship.favouriteNotMentor',
    });
  const now = new Date();
  await tx
    .update(mentorshipParticipants)
    .set({
      favourites: mentor_ids,
      request_status: send ? 'request_sent' : mentor_ids.length > 0 ? 'in_progress' : 'to_complete',
      ...(send && { request_sent_at: now }),
      updated_at: now,
    })
    .where(eq(mentorshipParticipants.id, mentee.id));
}
