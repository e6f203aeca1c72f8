import {
  levelsOfSkills,
  type MentorshipParticipant,
  mentorshipParticipantsObject,
  type MentorshipRole,
} from '@atrium/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/database.ts';
import type { AccessContext } from '../../platform/c13s/define-object.ts';
import { implementObject } from '../../platform/c13s/define-object.ts';
import { foldedTextSearch } from '../../platform/c13s/folded-text-search.ts';
import { badRequest, conflict } from '../../platform/http-errors.ts';
import { loadPersonRefs } from '../../platform/users/person-refs.ts';
import { users } from '../../platform/users/users.tables.ts';
import { mentorshipParticipants, type MentorshipParticipantRow } from './mentorship.tables.ts';
import { assertPeriodOpen, registrationPeriod } from './session-periods.ts';
import { lockSession } from './sessions.objects.ts';

const p = mentorshipParticipants;

type RequestCounts = { mentor_id: string; requested: number; requested_first: number };

/** How many sent requests name each mentor, and how many name them first, in one query. */
export async function requestCounts(db: DbOrTx, mentorIds: string[]): Promise<Map<string, RequestCounts>> {
  if (mentorIds.length === 0) return new Map();
  const rows = await queryRows<RequestCounts>(
    db,
    sql`select chosen.mentor_id, count(*)::int as requested,
          (count(*) filter (where chosen.rank = 1))::int as requested_first
        from ${p} mentee, unnest(mentee.favourites) with ordinality as chosen(mentor_id, rank)
        where mentee.request_status = 'request_sent'
          and chosen.mentor_id = any(${sql.param(mentorIds)}::uuid[])
        group by chosen.mentor_id`,
  );
  return new Map(rows.map((row) => [row.mentor_id, row]));
}

export async function presentParticipants(
  rows: MentorshipParticipantRow[],
  { db }: { db: Db },
): Promise<MentorshipParticipant[]> {
  if (rows.length === 0) return [];
  const [people, requests] = await Promise.all([
    loadPersonRefs(
      db,
      rows.map((row) => row.user_id),
    ),
    requestCounts(
      db,
      rows.filter((row) => row.role === 'mentor').map((row) => row.id),
    ),
  ]);
  return rows.map((row) => {
    const { requested = 0, requested_first = 0 } = requests.get(row.id) ?? {};
    return {
      id: row.id,
      session_id: row.session_id,
      role: row.role,
      person: people.get(row.user_id)!,
      business_unit: row.business_unit,
      motivation: row.motivation,
      goals: row.goals,
      mentee_count: row.mentee_count,
      skills: row.skills,
      skill_levels: row.skill_levels,
      request_status: row.request_status,
      favourites: row.favourites,
      requested,
      requested_first,
      seats_left: Math.max(0, (row.mentee_count ?? 0) - requested_first),
      created_at: row.created_at.toISOString(),
    };
  });
}

/** Mentors are for everyone to see; a mentee only for themselves and the programme's administrators. */
const readable = ({ user, can, restricted }: AccessContext) => {
  if (!can('mentorship', 'read') || restricted) return false;
  if (can('mentorship', 'update')) return true;
  return sql`(${p.role} = 'mentor' or ${p.user_id} = ${user.id})`;
};

/** One's own registration, or anyone's for an administrator. */
const ownOrAdministered = ({ user, can, restricted }: AccessContext) => {
  if (!can('mentorship', 'read') || restricted) return false;
  return can('mentorship', 'update') ? true : eq(p.user_id, user.id);
};

/** 409 when a mentee who has sent their request has this mentor in their three (SPEC §5). */
async function assertNotRequested(db: DbOrTx, mentorId: string) {
  const [requested] = await db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.request_status, 'request_sent'), sql`${mentorId}::uuid = any(${p.favourites})`))
    .limit(1);
  if (requested) throw conflict('mentorship.requestedMentor');
}

/** A role's own fields: goals are a mentee's, the number of mentees a mentor's. */
function roleProblem(role: MentorshipRole, menteeCount: number | null | undefined) {
  if (role === 'mentee' && menteeCount != null) return 'mentorship.menteeCountForMentors';
  if (role === 'mentor' && menteeCount === null) return 'mentorship.menteeCountRequired';
  return undefined;
}

/**
 * `mentorship/participants`: any employee registers themselves in a session, as mentor or mentee,
 * while that registration is open, and may change or cancel their registration until it closes; a
 * mentor a sent request names stays. Favourites are a route of their own (favourites.routes.ts).
 */
export const mentorshipParticipantsImplementation = implementObject(mentorshipParticipantsObject, {
  table: p,
  present: presentParticipants,
  access: {
    read: readable,
    create: ({ can, restricted }) => can('mentorship', 'read') && !restricted,
    update: ownOrAdministered,
    delete: ownOrAdministered,
  },
  search: {
    text: foldedTextSearch(
      sql`(select lower(immutable_unaccent(u.first_name || ' ' || u.last_name || ' ' || coalesce(u.job_title, '')))
        from ${users} u where u.id = ${p.user_id})`,
    ),
    filters: {
      session_id: { column: p.session_id, kind: 'scalar' },
      role: { column: p.role, kind: 'scalar' },
      person: { column: p.user_id, kind: 'scalar' },
      skills: { column: p.skills, kind: 'array' },
      business_unit: { column: p.business_unit, kind: 'scalar' },
      request_status: { column: p.request_status, kind: 'scalar' },
      has_seats: {
        kind: 'condition',
        where: (values) => {
          const seatsLeft = sql`coalesce(${p.mentee_count}, 0) > (select count(*) from ${p} mentee
            where mentee.session_id = ${p.session_id} and mentee.request_status = 'request_sent'
              and mentee.favourites[1] = ${p.id})`;
          return values.includes('true') ? seatsLeft : sql`not (${seatsLeft})`;
        },
      },
    },
    sorts: { created_at: p.created_at, mentee_count: p.mentee_count },
    defaultOrder: [desc(p.created_at), asc(p.id)],
  },
  create: {
    toRow: async ({ session_id, role, mentee_count, goals, ...input }, { tx, user }) => {
      const session = await lockSession(tx, session_id);
      if (!session)
        throw badRequest('mentorship.unknownSession', {
          session_id: 'mentorship.unknownSession',
        });
      assertPeriodOpen(session, registrationPeriod(role));
      const [already] = await tx
        .select({ id: p.id })
        .from(p)
        .where(and(eq(p.session_id, session_id), eq(p.user_id, user.id)));
      if (already) throw conflict('mentorship.alreadyRegistered');
      const [person] = await tx
        .select({
          business_unit: users.business_unit,
          mentoring_skills: users.mentoring_skills,
          learning_skills: users.learning_skills,
        })
        .from(users)
        .where(eq(users.id, user.id));
      return {
        ...input,
        session_id,
        user_id: user.id,
        role,
        business_unit: person?.business_unit ?? null,
        // Unless they say otherwise, a mentor offers what their profile says they can mentor, and
        // a mentee asks for what it says they want to learn.
        skills:
          input.skills ?? (role === 'mentor' ? person?.mentoring_skills : person?.learning_skills) ?? [],
        mentee_count: role === 'mentor' ? mentee_count : null,
        goals: role === 'mentee' ? (goals ?? '') : '',
        request_status: role === 'mentee' ? ('to_complete' as const) : null,
      };
    },
  },
  update: {
    toRow: async ({ goals, ...patch }, { tx, existing }) => {
      const session = await lockSession(tx, existing.session_id);
      assertPeriodOpen(session!, registrationPeriod(existing.role));
      const problem = roleProblem(existing.role, patch.mentee_count);
      if (problem) throw badRequest(problem, { mentee_count: problem });
      const skills = patch.skills ?? existing.skills;
      if (patch.skill_levels && !levelsOfSkills({ skills, skill_levels: patch.skill_levels }))
        throw badRequest('mentorship.levelForOfferedSkill', {
          skill_levels: 'mentorship.levelForOfferedSkill',
        });
      // A skill no longer offered takes its level with it.
      const skill_levels = Object.fromEntries(
        Object.entries(patch.skill_levels ?? existing.skill_levels).filter(([skill]) =>
          skills.includes(skill),
        ),
      );
      return {
        ...patch,
        skill_levels,
        ...(existing.role === 'mentee' && goals !== undefined && { goals }),
        updated_at: new Date(),
      };
    },
  },
  beforeDelete: async (row, { tx }) => {
    const session = await lockSession(tx, row.session_id);
    assertPeriodOpen(session!, registrationPeriod(row.role));
    if (row.role === 'mentor') await assertNotRequested(tx, row.id);
  },
  // A mentor who leaves is no one's draft favourite any more.
  afterDelete: async (row, { tx }) => {
    if (row.role !== 'mentor') return;
    await tx
      .update(p)
      .set({ favourites: sql`array_remove(${p.favourites}, ${row.id}::uuid)` })
      .where(and(eq(p.session_id, row.session_id), sql`${row.id}::uuid = any(${p.favourites})`));
  },
});
