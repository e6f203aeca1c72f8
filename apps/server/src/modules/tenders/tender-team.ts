import {
  TENDER_RUNNER_UPS,
  type StaffingReasons,
  type TenderCandidate,
  type TenderRole,
  type TenderTeam,
} from '@atrium/contract';
import { and, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import type { AccessContext } from '../../platform/c13s/define-object.ts';
import { users } from '../../platform/users/users.tables.ts';
import { FIT_MAX, solveMatching } from '../mentorship/matching/solve-matching.ts';
import { usersImplementation } from '../people/people.objects.ts';
import type { AvailabilityOf } from '../toolbox/availability-ranking.ts';
import { rankWithAvailability } from '../toolbox/availability-ranking.ts';
import { WEIGHTS } from '../toolbox/rank-people.ts';
import type { StaffingService } from '../toolbox/staffing.service.ts';
import { readableOr } from '../toolbox/staffing-people.ts';
import { holdsProfile, profileWordsOf } from './role-profiles.ts';

/** A job title naming the role weighs as one skill asked for. */
const TITLE_WEIGHT = WEIGHTS.skill;
/** How many people of a job title a role looks at beyond those its terms find. */
const TITLED_MAX = 40;
/** How many of a role's people a place may be given (the solver's favourites). */
const CHOICES = 3;

/** A person put forward on another ground than staffing's scoring (a job title, a pack's CV). */
export const NO_REASONS: StaffingReasons = {
  skills: [],
  sectors: [],
  languages: [],
  clients: [],
  credentials: [],
  groups: [],
  wishes: { skills: [], clients: [], available_from: null },
  availability: null,
};

export type TeamDeps = {
  db: DbOrTx;
  staffing: StaffingService;
  today: () => string;
  availabilityOf: AvailabilityOf;
};

/**
 * People whose job title or profiles name the role, among those the caller may read: a "project
 * manager" is first a Project Manager, even where the tender names no skill of theirs.
 */
async function titledPeople(db: DbOrTx, role: TenderRole, ctx: AccessContext) {
  const rule = readableOr(usersImplementation, ctx);
  const words = profileWordsOf(role.title);
  if (rule === null || !words.length) return [];
  const like = words.map((word) => `%${word.replace(/[\\%_]/g, '')}%`);
  const rows = await db
    .select({
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      job_title: users.job_title,
      grade: users.grade,
      has_picture: users.has_picture,
      picture_version: users.picture_version,
      job_profiles: users.job_profiles,
    })
    .from(users)
    .where(
      and(
        ne(users.status, 'left'),
        or(
          sql`immutable_unaccent(lower(coalesce(${users.job_title}, ''))) like any(${sql.param(like)}::text[])`,
          sql`immutable_unaccent(lower(array_to_string(${users.job_profiles}, '|'))) like any(${sql.param(like)}::text[])`,
        ),
        rule === true ? undefined : rule,
      ),
    )
    .orderBy(users.last_name, users.first_name, users.id)
    .limit(TITLED_MAX);
  return rows.filter((row) => holdsProfile(words, row.job_title, row.job_profiles));
}

/** A role's people, best first: staffing's ranking on its terms and dates, and the job titles naming it. */
export async function roleCandidates(
  deps: TeamDeps,
  role: TenderRole,
  ctx: AccessContext,
): Promise<TenderCandidate[]> {
  const [staffed, titled] = await Promise.all([
    deps.staffing.staff({ need: role.title, terms: role.terms, availability: role.availability }, ctx),
    titledPeople(deps.db, role, ctx),
  ]);
  const titledIds = new Set(titled.map((person) => person.id));
  const fromTerms = staffed.people.map((person) => ({
    ...person,
    score: person.score + (titledIds.has(person.person.id) ? TITLE_WEIGHT : 0),
    title_match: titledIds.has(person.person.id),
  }));
  const known = new Set(fromTerms.map((person) => person.person.id));
  const onlyTitled = titled.filter((person) => !known.has(person.id));
  const ranked = await rankWithAvailability(
    onlyTitled.map((person) => ({ id: person.id, score: TITLE_WEIGHT, reasons: NO_REASONS })),
    role.availability,
    deps.today(),
    deps.availabilityOf,
  );
  const byId = new Map(onlyTitled.map((person) => [person.id, person]));
  const fromTitles = ranked.map(({ id, score, reasons }) => {
    const { job_profiles: _profiles, ...person } = byId.get(id)!;
    return { person, score, reasons, title_match: true };
  });
  return [...fromTerms, ...fromTitles].sort(
    (a, b) =>
      b.score - a.score ||
      a.person.last_name.localeCompare(b.person.last_name) ||
      a.person.id.localeCompare(b.person.id),
  );
}

/** Free enough over the role's weeks, or of unknown availability. */
const fits = (candidate: TenderCandidate) => candidate.reasons.availability?.fits !== false;

/**
 * The team a tender asks for: each place of each role given one person, nobody twice, only people
 * free enough over the role's weeks, solved as the mentorship matching is (`solveMatching`, a
 * min-cost flow): as many places filled as can be, then each place's person as high in the role's
 * ranking as can be, then the most fit. A place of a role counted n offers the solver the next
 * three of the role's people from its own rank, so identical places share the best, in order.
 * Each place also shows the role's best people not in the team: the runner-ups.
 */
export async function proposeTeam(
  deps: TeamDeps,
  roles: readonly TenderRole[],
  ctx: AccessContext,
): Promise<TenderTeam> {
  const ranked: TenderCandidate[][] = [];
  // One role after the other: each is a few queries, and the caller's pool is not the place to spread them.
  for (const role of roles) ranked.push(await roleCandidates(deps, role, ctx));
  const top = Math.max(1, ...ranked.flat().map((candidate) => candidate.score));
  const fitOf = new Map<string, number>();
  const places = roles.flatMap((role, index) =>
    Array.from({ length: role.count }, (_, slot) => ({
      role: index,
      id: `${String(index).padStart(3, '0')}:${String(slot).padStart(3, '0')}`,
      slot,
    })),
  );
  const mentees = places.map((place) => {
    const fitting = ranked[place.role]!.filter(fits);
    const favourites = fitting.slice(place.slot, place.slot + CHOICES);
    for (const candidate of favourites)
      fitOf.set(`${place.id}|${candidate.person.id}`, Math.round((FIT_MAX * candidate.score) / top));
    return { id: place.id, favourites: favourites.map((candidate) => candidate.person.id) };
  });
  const mentors = [...new Set(mentees.flatMap((mentee) => mentee.favourites))].map((id) => ({
    id,
    capacity: 1,
  }));
  const { assignments } = solveMatching({
    mentors,
    mentees,
    fit: (place, person) => Math.min(FIT_MAX, Math.max(0, fitOf.get(`${place}|${person}`) ?? 0)),
  });
  const chosenOf = new Map(assignments.map((assignment) => [assignment.mentee_id, assignment.mentor_id]));
  const inTeam = new Set(
    assignments.flatMap((assignment) => (assignment.mentor_id ? [assignment.mentor_id] : [])),
  );
  return {
    places: places.map((place) => {
      const candidates = ranked[place.role]!;
      const chosenId = chosenOf.get(place.id) ?? null;
      return {
        role: place.role,
        chosen: candidates.find((candidate) => candidate.person.id === chosenId) ?? null,
        runner_ups: candidates
          .filter((candidate) => !inTeam.has(candidate.person.id))
          .slice(0, TENDER_RUNNER_UPS),
      };
    }),
  };
}
