import {
  AVAILABILITY_WEEKS,
  STAFFING_WEEKS_MAX,
  type StaffingAvailability,
  type StaffingReasons,
  type WeekAvailability,
} from '@atrium/contract';
import { freeFromWeeks } from '../staffing/availability.ts';
import type { RankedCandidate } from './rank-people.ts';

/**
 * What ranking needs to know of people's availability: each one's free share per week, for
 * `weeks` Mondays from the week of `from` (as far as it is known). A person missing from the
 * answer is of unknown availability: ranked on the need's terms alone, with no reason given.
 * The database's reader is `staffing/availability.ts` `readAvailability`; tests inject their own.
 */
export type AvailabilityOf = (
  userIds: readonly string[],
  from: string,
  weeks: number,
) => Promise<Map<string, WeekAvailability[]>>;

/** A need that names a start but no length is looked at over this many weeks. */
const DEFAULT_WEEKS = 13;
/**
 * What a person's availability weighs: a match wholly booked over the need's weeks keeps half its
 * score, so a strong match who is busy stays in the list, below an equally good free one, and
 * says why.
 */
const BOOKED_SHARE = 0.5;

type Availability = NonNullable<StaffingReasons['availability']>;

/**
 * The ranking once each person's availability over the need's weeks is known: the need's start
 * (today when it names only a length or a load), its length (13 weeks by default, 26 at most, as
 * far as the database looks) and its load (full time by default). A need that says none of
 * them is ranked on its terms alone.
 */
export async function rankWithAvailability(
  ranked: readonly RankedCandidate[],
  need: StaffingAvailability,
  today: string,
  availabilityOf: AvailabilityOf,
): Promise<RankedCandidate[]> {
  if (ranked.length === 0 || (need.start === null && need.weeks === null && need.load_pct === null))
    return [...ranked];
  const from = need.start !== null && need.start > today ? need.start : today;
  const weeks = Math.min(need.weeks ?? DEFAULT_WEEKS, STAFFING_WEEKS_MAX);
  const load = need.load_pct ?? 100;
  // Read as far as is known, not only the need's weeks: a busy person's first free week may be later.
  const byPerson = await availabilityOf(
    ranked.map((candidate) => candidate.id),
    from,
    AVAILABILITY_WEEKS,
  );
  return ranked
    .map((candidate) => {
      const known = byPerson.get(candidate.id);
      if (!known) return candidate;
      const availability = availabilityOver(known, weeks, from, load);
      const share = availability.fits ? 1 : Math.min(1, availability.mean_free_pct / load);
      return {
        ...candidate,
        score: Math.round(candidate.score * (BOOKED_SHARE + (1 - BOOKED_SHARE) * share) * 10) / 10,
        reasons: { ...candidate.reasons, availability },
      };
    })
    .sort((a, b) => b.score - a.score);
}

/**
 * The reason: how free the person is over the need's first `weeks` weeks at its load, and from
 * which Monday they are free enough to the end of what is known (null: booked to its end), by
 * the rule the Bench and the profile read (`freeFromWeeks`).
 */
function availabilityOver(
  known: readonly WeekAvailability[],
  weeks: number,
  from: string,
  load: number,
): Availability {
  const free = known.slice(0, weeks).map((week) => week.free_pct);
  const least = free.length > 0 ? Math.min(...free) : 100;
  const mean = free.length > 0 ? Math.round(free.reduce((sum, pct) => sum + pct, 0) / free.length) : 100;
  return {
    from,
    load_pct: load,
    fits: least >= load,
    free_pct: least,
    mean_free_pct: mean,
    booked_pct_at_start: 100 - (free[0] ?? 100),
    free_from: freeFromWeeks(known, load),
  };
}
