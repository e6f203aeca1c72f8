import { STAFFING_WEEKS_MAX, type StaffingAvailability, type StaffingReasons } from '@atrium/contract';
import type { DbOrTx } from '../../db/database.ts';
import { freeFrom, readAvailability } from '../staffing/availability.ts';
import type { RankedCandidate } from './rank-people.ts';

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
  db: DbOrTx,
  ranked: readonly RankedCandidate[],
  need: StaffingAvailability,
  today: string,
): Promise<RankedCandidate[]> {
  if (ranked.length === 0 || (need.start === null && need.weeks === null && need.load_pct === null))
    return [...ranked];
  const from = need.start !== null && need.start > today ? need.start : today;
  const weeks = Math.min(need.weeks ?? DEFAULT_WEEKS, STAFFING_WEEKS_MAX);
  const load = need.load_pct ?? 100;
  const ids = ranked.map((candidate) => candidate.id);
  const [byPerson, firstFree] = await Promise.all([
    readAvailability(db, ids, from, weeks),
    freeFrom(db, ids, load, from),
  ]);
  return ranked
    .map((candidate) => {
      const availability = availabilityOf(
        byPerson.get(candidate.id) ?? [],
        firstFree.get(candidate.id),
        from,
        load,
      );
      const share = availability.fits ? 1 : Math.min(1, availability.mean_free_pct / load);
      return {
        ...candidate,
        score: Math.round(candidate.score * (BOOKED_SHARE + (1 - BOOKED_SHARE) * share) * 10) / 10,
        reasons: { ...candidate.reasons, availability },
      };
    })
    .sort((a, b) => b.score - a.score);
}

function availabilityOf(
  weeks: readonly { week_start: string; free_pct: number }[],
  firstFree: string | null | undefined,
  from: string,
  load: number,
): Availability {
  const free = weeks.map((week) => week.free_pct);
  const least = free.length > 0 ? Math.min(...free) : 100;
  const mean = free.length > 0 ? Math.round(free.reduce((sum, pct) => sum + pct, 0) / free.length) : 100;
  return {
    from,
    load_pct: load,
    fits: least >= load,
    free_pct: least,
    mean_free_pct: mean,
    booked_pct_at_start: 100 - (free[0] ?? 100),
    free_from: firstFree ?? null,
  };
}
