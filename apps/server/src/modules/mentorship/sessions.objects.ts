import {
  mentorshipPeriodsProblem,
  mentorshipSessionsObject,
  type MentorshipCounts,
  type MentorshipSession,
} from '@atrium/contract';
import { asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/database.ts';
import { implementObject } from '../../platform/c13s/define-object.ts';
import { foldedTextSearch } from '../../platform/c13s/folded-text-search.ts';
import { badRequest } from '../../platform/http-errors.ts';
import {
  mentorshipParticipants,
  mentorshipSessions,
  type MentorshipSessionRow,
} from './mentorship.tables.ts';
import { assertNotArchived, openPeriods, periodColumns, periodsOf, phaseOf } from './session-periods.ts';
import { contractMessage } from '../../platform/validation.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Each session's live counters, in one grouped query. */
async function sessionCounts(db: DbOrTx, ids: string[]): Promise<Map<string, MentorshipCounts>> {
  const p = mentorshipParticipants;
  const rows = await db
    .select({
      session_id: p.session_id,
      mentors: sql<number>`count(*) filter (where ${p.role} = 'mentor')::int`,
      mentees: sql<number>`count(*) filter (where ${p.role} = 'mentee')::int`,
      requests_sent: sql<number>`count(*) filter (where ${p.request_status} = 'request_sent')::int`,
      seats: sql<number>`coalesce(sum(${p.mentee_count}) filter (where ${p.role} = 'mentor'), 0)::int`,
    })
    .from(p)
    .where(inArray(p.session_id, ids))
    .groupBy(p.session_id);
  return new Map(
    rows.map(({ session_id, ...counts }) => [
      session_id,
      { ...counts, seats_left: Math.max(0, counts.seats - counts.mentees) },
    ]),
  );
}

const NO_ONE: MentorshipCounts = { mentors: 0, mentees: 0, requests_sent: 0, seats: 0, seats_left: 0 };

async function presentSessions(
  rows: MentorshipSessionRow[],
  { db }: { db: Db },
): Promise<MentorshipSession[]> {
  if (rows.length === 0) return [];
  const counts = await sessionCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    year: row.year,
    ...periodsOf(row),
    phase: phaseOf(row),
    open_periods: openPeriods(row),
    counts: counts.get(row.id) ?? NO_ONE,
    matched_at: iso(row.matched_at),
    published_at: iso(row.published_at),
    archived_at: iso(row.archived_at),
    created_at: row.created_at.toISOString(),
  }));
}

/** The session, locked for the rest of the caller's transaction: a write checks its periods on it. */
export async function lockSession(tx: Tx, id: string) {
  const [row] = await tx.select().from(mentorshipSessions).where(eq(mentorshipSessions.id, id)).for('update');
  return row;
}

/**
 * `mentorship/sessions`: every employee reads them (`mentorship read`), administrators create and
 * change them (`mentorship create/update`). The periods are checked in order on every write; an
 * archived session refuses any (archiving is a route of its own, mentorship.routes.ts).
 */
export const mentorshipSessionsImplementation = implementObject(mentorshipSessionsObject, {
  table: mentorshipSessions,
  present: presentSessions,
  search: {
    text: foldedTextSearch(sql`lower(immutable_unaccent(${mentorshipSessions.name}))`),
    filters: {
      archived: {
        kind: 'condition',
        where: (values) =>
          values.includes('true')
            ? isNotNull(mentorshipSessions.archived_at)
            : isNull(mentorshipSessions.archived_at),
      },
      year: { column: mentorshipSessions.year, kind: 'scalar' },
    },
    sorts: {
      year: mentorshipSessions.year,
      name: mentorshipSessions.name,
      created_at: mentorshipSessions.created_at,
    },
    defaultOrder: [
      desc(mentorshipSessions.year),
      desc(mentorshipSessions.mentor_registration_start),
      asc(mentorshipSessions.id),
    ],
  },
  create: {
    toRow: ({ name, year, ...periods }, { user }) => ({
      name,
      year,
      ...periodColumns(periods),
      created_by: user.id,
    }),
  },
  update: {
    toRow: async ({ name, year, ...periods }, { tx, existing }) => {
      const current = (await lockSession(tx, existing.id)) ?? existing;
      assertNotArchived(current);
      const problem = mentorshipPeriodsProblem({ ...periodsOf(current), ...periods });
      if (problem) {
        const said = contractMessage(problem.message);
        throw badRequest(said, { [problem.field]: said });
      }
      return { name, year, ...periodColumns(periods), updated_at: new Date() };
    },
  },
});
