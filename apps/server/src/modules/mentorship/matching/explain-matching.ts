import { MENTOR_FAVOURITES, type MatchExplanation, type PassedOver } from '@atrium/contract';

type Mentor = { readonly id: string; readonly capacity: number };
type Mentee = { readonly id: string; readonly favourites: readonly string[] };
type Match = { readonly mentee_id: string; readonly mentor_id: string | null };

/**
 * Why each mentee got what they got, in the order of `matches`: the rank of their mentor, and for
 * every favourite they ranked better (all of them when not matched) why it was passed over — the
 * mentor left the session, or their seats all went to other mentees (counted by the rank those
 * mentees gave them).
 *
 * Meant for an optimal matching, where a better favourite with a free seat cannot exist (the mentee
 * would move there: one more matched, or one step up their list). The contract has no reason for
 * it, so meeting one is a bug of the solver and throws.
 */
export function explainMatching(
  mentors: readonly Mentor[],
  mentees: readonly Mentee[],
  matches: readonly Match[],
): MatchExplanation[] {
  const mentorsById = new Map(mentors.map((mentor) => [mentor.id, mentor]));
  const menteesById = new Map(mentees.map((mentee) => [mentee.id, mentee]));
  const favouritesOf = (menteeId: string) => {
    const mentee = menteesById.get(menteeId);
    if (!mentee) throw new Error(`No mentee ${menteeId}`);
    return mentee.favourites;
  };
  const holders = holdersByRank(matches, favouritesOf);
  return matches.map((match) => {
    const favourites = favouritesOf(match.mentee_id);
    const rank = match.mentor_id === null ? null : rankOf(favourites, match.mentor_id, match.mentee_id);
    const better = rank === null ? favourites : favourites.slice(0, rank - 1);
    return {
      rank,
      manual: false,
      passed_over: better.map((mentorId, index) =>
        passedOver(mentorId, index + 1, mentorsById.get(mentorId), holders.get(mentorId), match.mentee_id),
      ),
      unmatched_reason: rank !== null ? null : favourites.length === 0 ? 'no_request' : 'favourites_full',
    };
  });
}

/** For each mentor, how many of their mentees ranked them 1st, 2nd, 3rd. */
function holdersByRank(
  matches: readonly Match[],
  favouritesOf: (menteeId: string) => readonly string[],
): Map<string, number[]> {
  const holders = new Map<string, number[]>();
  for (const match of matches) {
    if (match.mentor_id === null) continue;
    const rank = rankOf(favouritesOf(match.mentee_id), match.mentor_id, match.mentee_id);
    const counts = holders.get(match.mentor_id) ?? emptyCounts();
    counts[rank - 1]! += 1;
    holders.set(match.mentor_id, counts);
  }
  return holders;
}

const emptyCounts = () => new Array<number>(MENTOR_FAVOURITES).fill(0);

function rankOf(favourites: readonly string[], mentorId: string, menteeId: string): number {
  const position = favourites.indexOf(mentorId);
  if (position < 0) throw new Error(`Mentee ${menteeId} is matched with ${mentorId}, not a favourite`);
  return position + 1;
}

function passedOver(
  mentorId: string,
  rank: number,
  mentor: Mentor | undefined,
  holders: readonly number[] | undefined,
  menteeId: string,
): PassedOver {
  if (!mentor) return { mentor_id: mentorId, rank, reason: 'left', seats: 0, holders_by_rank: emptyCounts() };
  const counts = holders ? [...holders] : emptyCounts();
  const taken = counts.reduce((sum, count) => sum + count, 0);
  if (taken < mentor.capacity)
    throw new Error(
      `Mentee ${menteeId} passed over ${mentorId}, who has a free seat: not an optimal matching`,
    );
  return { mentor_id: mentorId, rank, reason: 'full', seats: mentor.capacity, holders_by_rank: counts };
}
