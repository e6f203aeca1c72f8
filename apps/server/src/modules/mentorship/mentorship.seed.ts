import { MENTOR_FAVOURITES, MENTOR_SKILL_LEVELS } from '@atrium/contract';
import { and, asc, eq, like, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { users } from '../../platform/users/users.tables.ts';
import { runMatching } from './matching-store.ts';
import { mentorshipParticipants, mentorshipSessions } from './mentorship.tables.ts';
import { periodColumns } from './session-periods.ts';

const DAY_MS = 86_400_000;
const dayFrom = (now: number, days: number) => new Date(now + days * DAY_MS).toISOString().slice(0, 10);

/** The demo's role accounts stay free to register themselves (the employee account above all). */
const ROLE_ACCOUNTS = ['admin', 'hr', 'cso', 'management', 'leader', 'employee'].map(
  (role) => `${role}@atrium.demo`,
);

type Person = { id: string; business_unit: string | null; technical_skills: string[] };

const MOTIVATIONS = {
  mentor: [
    'I had great mentors early on and want to pass it on.',
    'Happy to share what ten years of client work taught me.',
    'I enjoy helping people find their own way into a new field.',
  ],
  mentee: [
    'I want to grow into a lead role on my next engagement.',
    'I am moving to a new practice and need a guide.',
    'I would like honest feedback on my consulting skills.',
  ],
};

/** Registrations for some of the firm: mentors offering their skills, mentees wanting them. */
function registrations(sessionId: string, mentors: Person[], mentees: Person[]) {
  return [
    ...mentors.map((person, i) => {
      const skills = person.technical_skills.slice(0, 3);
      return {
        session_id: sessionId,
        user_id: person.id,
        role: 'mentor' as const,
        business_unit: person.business_unit,
        motivation: MOTIVATIONS.mentor[i % 3]!,
        mentee_count: 1 + (i % 3),
        skills,
        skill_levels: Object.fromEntries(
          skills.slice(0, 2).map((skill, j) => [skill, MENTOR_SKILL_LEVELS[(i + j) % 3]!]),
        ),
      };
    }),
    ...mentees.map((person, i) => ({
      session_id: sessionId,
      user_id: person.id,
      role: 'mentee' as const,
      business_unit: person.business_unit,
      motivation: MOTIVATIONS.mentee[i % 3]!,
      goals: 'Lead a workstream within a year.',
      skills: person.technical_skills.slice(0, 2),
      request_status: 'to_complete' as const,
    })),
  ];
}

/**
 * The demo firm's mentorship: last year's session, matched, published and archived (its history
 * is readable), and this year's, open for registration with some mentors and mentees already in.
 * People are taken in a fixed order, so every fresh install shows the same programme.
 */
export async function seedDemoMentorship(tx: Tx): Promise<void> {
  const people: Person[] = await tx
    .select({ id: users.id, business_unit: users.business_unit, technical_skills: users.technical_skills })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        notInArray(users.email, ROLE_ACCOUNTS),
        like(users.email, '%@atrium.demo'),
      ),
    )
    .orderBy(asc(users.email))
    .limit(90);
  // Shares of whom there is (90 in the demo firm, fewer in a small test firm): 14 past mentors,
  // 30 past mentees, then 18 mentors and 8 mentees this year.
  if (people.length < 20) return;
  const upTo = (share: number) => Math.round((people.length * share) / 90);
  const now = Date.now();
  const [past] = await tx
    .insert(mentorshipSessions)
    .values({
      name: 'Mentorship 2025',
      year: 2025,
      ...periodColumns({
        mentor_registration: { start: '2025-01-06', end: '2025-01-31' },
        mentee_registration: { start: '2025-01-13', end: '2025-01-31' },
        selection: { start: '2025-02-03', end: '2025-02-14' },
        matching: { start: '2025-02-17', end: '2025-02-28' },
      }),
    })
    .returning();
  const pastMentors = people.slice(0, upTo(14));
  const pastMentees = people.slice(upTo(14), upTo(44));
  const rows = await tx
    .insert(mentorshipParticipants)
    .values(registrations(past!.id, pastMentors, pastMentees))
    .returning({ id: mentorshipParticipants.id, role: mentorshipParticipants.role });
  const mentorIds = rows.filter((row) => row.role === 'mentor').map((row) => row.id);
  const menteeIds = rows.filter((row) => row.role === 'mentee').map((row) => row.id);
  // Every mentee but a few sent three favourites; the first five mentors are everyone's first choice.
  const favouritesOf = (i: number) => {
    const chosen = new Set([
      i % Math.min(5, mentorIds.length),
      (i * 3 + 5) % mentorIds.length,
      (i * 7 + 9) % mentorIds.length,
    ]);
    for (let k = 0; chosen.size < MENTOR_FAVOURITES; k += 1) chosen.add(k);
    return [...chosen].map((index) => mentorIds[index]!);
  };
  for (const [i, id] of menteeIds.entries()) {
    if (i % 10 === 9) continue;
    await tx
      .update(mentorshipParticipants)
      .set({
        favourites: favouritesOf(i),
        request_status: 'request_sent',
        request_sent_at: new Date('2025-02-12T10:00:00Z'),
      })
      .where(eq(mentorshipParticipants.id, id));
  }
  const published = new Date('2025-02-28T16:00:00Z');
  await runMatching(tx, past!, published);
  await tx
    .update(mentorshipSessions)
    .set({ published_at: published, archived_at: new Date('2025-12-15T09:00:00Z') })
    .where(eq(mentorshipSessions.id, past!.id));

  const [open] = await tx
    .insert(mentorshipSessions)
    .values({
      name: 'Mentorship 2027',
      year: 2027,
      ...periodColumns({
        mentor_registration: { start: dayFrom(now, -10), end: dayFrom(now, 20) },
        mentee_registration: { start: dayFrom(now, -3), end: dayFrom(now, 20) },
        selection: { start: dayFrom(now, 21), end: dayFrom(now, 35) },
        matching: { start: dayFrom(now, 36), end: dayFrom(now, 45) },
      }),
    })
    .returning();
  await tx
    .insert(mentorshipParticipants)
    .values(registrations(open!.id, people.slice(upTo(44), upTo(62)), people.slice(upTo(62), upTo(70))));
}
