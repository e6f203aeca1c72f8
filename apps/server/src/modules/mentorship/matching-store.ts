import {
  type ChosenMentor,
  type MatchExplanation,
  type MatchingResult,
  type PersonRef,
} from '@atrium/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../platform/http-errors.ts';
import { loadPersonRefs } from '../../platform/users/person-refs.ts';
import { scoreOf, solveMatching } from './matching/solve-matching.ts';
import {
  mentorshipMatches,
  mentorshipParticipants,
  mentorshipSessions,
  type MentorshipParticipantRow,
  type MentorshipSessionRow,
} from './mentorship.tables.ts';
import { skillFit } from './skill-fit.ts';

const p = mentorshipParticipants;
const m = mentorshipMatches;
/** Rows per insert: well under PostgreSQL's 65,535 parameters at 5 per row. */
const CHUNK = 1_000;

const sessionParticipants = (db: DbOrTx, sessionId: string) =>
  db.select().from(p).where(eq(p.session_id, sessionId)).orderBy(p.id);

/** A mentee's chosen mentors count only once the request is sent. */
const sentFavourites = (mentee: MentorshipParticipantRow) =>
  mentee.request_status === 'request_sent' ? mentee.favourites : [];

/**
 * Matches the session's mentees to mentors with the solver (matching/solve-matching.ts) and keeps
 * the result, replacing the previous run's: a preview until it is published.
 */
export async function runMatching(tx: Tx, session: MentorshipSessionRow, now: Date) {
  const participants = await sessionParticipants(tx, session.id);
  const mentors = new Map(participants.filter((row) => row.role === 'mentor').map((row) => [row.id, row]));
  const mentees = new Map(participants.filter((row) => row.role === 'mentee').map((row) => [row.id, row]));
  const { assignments } = solveMatching({
    mentors: [...mentors.values()].map((row) => ({ id: row.id, capacity: row.mentee_count ?? 0 })),
    mentees: [...mentees.values()].map((row) => ({ id: row.id, favourites: sentFavourites(row) })),
    fit: (menteeId, mentorId) => skillFit(mentees.get(menteeId)!.skills, mentors.get(mentorId)!),
  });
  await tx.delete(m).where(eq(m.session_id, session.id));
  for (let i = 0; i < assignments.length; i += CHUNK) {
    await tx.insert(m).values(
      assignments.slice(i, i + CHUNK).map((assignment) => ({
        session_id: session.id,
        mentee_id: assignment.mentee_id,
        mentor_id: assignment.mentor_id,
        fit: assignment.fit,
        explanation: assignment.explanation,
      })),
    );
  }
  await tx
    .update(mentorshipSessions)
    .set({ matched_at: now, updated_at: now })
    .where(eq(mentorshipSessions.id, session.id));
}

const byName = (a: PersonRef, b: PersonRef) =>
  a.last_name.localeCompare(b.last_name) ||
  a.first_name.localeCompare(b.first_name) ||
  a.id.localeCompare(b.id);

/** The session's matching as the administrator reviews it; undefined before the first run. */
export async function matchingResult(
  db: DbOrTx,
  session: MentorshipSessionRow,
): Promise<MatchingResult | undefined> {
  if (!session.matched_at) return undefined;
  const [participants, matches] = await Promise.all([
    sessionParticipants(db, session.id),
    db.select().from(m).where(eq(m.session_id, session.id)),
  ]);
  const people = await loadPersonRefs(
    db,
    participants.map((row) => row.user_id),
  );
  const byId = new Map(participants.map((row) => [row.id, row]));
  const person = (participantId: string) => people.get(byId.get(participantId)!.user_id)!;
  const chosen = (mentee: MentorshipParticipantRow): ChosenMentor[] =>
    sentFavourites(mentee)
      .filter((id) => byId.has(id))
      .map((id) => ({ id, person: person(id), rank: mentee.favourites.indexOf(id) + 1 }));
  const assigned = new Map<string, number>();
  for (const match of matches) {
    if (match.mentor_id) assigned.set(match.mentor_id, (assigned.get(match.mentor_id) ?? 0) + 1);
  }
  return {
    session_id: session.id,
    matched_at: session.matched_at.toISOString(),
    published_at: session.published_at?.toISOString() ?? null,
    score: scoreOf(matches),
    matches: matches
      .map((match) => ({
        mentee_id: match.mentee_id,
        mentee: person(match.mentee_id),
        mentor_id: match.mentor_id,
        mentor: match.mentor_id ? person(match.mentor_id) : null,
        fit: match.fit,
        explanation: match.explanation,
        favourites: chosen(byId.get(match.mentee_id)!),
      }))
      .sort((a, b) => byName(a.mentee, b.mentee)),
    mentors: participants
      .filter((row) => row.role === 'mentor')
      .map((row) => ({
        id: row.id,
        person: person(row.id),
        capacity: row.mentee_count ?? 0,
        assigned: assigned.get(row.id) ?? 0,
      }))
      .sort((a, b) => byName(a.person, b.person)),
  };
}

/**
 * An administrator's move of one mentee: to one of the mentors their sent request names, with a
 * seat left, or to no one. The solver's rules hold for a hand-made change too.
 */
export async function moveMentee(
  tx: Tx,
  session: MentorshipSessionRow,
  menteeId: string,
  mentorId: string | null,
) {
  const [line] = await tx
    .select({ mentee: p })
    .from(m)
    .innerJoin(p, eq(p.id, m.mentee_id))
    .where(and(eq(m.session_id, session.id), eq(m.mentee_id, menteeId)))
    .for('update');
  if (!line) throw notFound();
  const explanation = (rank: number | null): MatchExplanation => ({
    rank,
    manual: true,
    passed_over: [],
    unmatched_reason: null,
  });
  if (mentorId === null) {
    await tx
      .update(m)
      .set({ mentor_id: null, fit: 0, explanation: explanation(null) })
      .where(eq(m.mentee_id, menteeId));
    return;
  }
  const rank = sentFavourites(line.mentee).indexOf(mentorId) + 1;
  const [mentor] = await tx
    .select()
    .from(p)
    .where(and(eq(p.id, mentorId), eq(p.session_id, session.id), eq(p.role, 'mentor')))
    .for('update');
  if (rank === 0 || !mentor)
    throw badRequest('mentorship.notRequested', { mentor_id: 'mentorship.notRequested' });
  const [{ taken } = { taken: 0 }] = await tx
    .select({ taken: sql<number>`count(*)::int` })
    .from(m)
    .where(and(eq(m.mentor_id, mentorId), ne(m.mentee_id, menteeId)));
  if (taken >= (mentor.mentee_count ?? 0)) throw conflict('mentorship.mentorFull');
  await tx
    .update(m)
    .set({ mentor_id: mentorId, fit: skillFit(line.mentee.skills, mentor), explanation: explanation(rank) })
    .where(eq(m.mentee_id, menteeId));
}
