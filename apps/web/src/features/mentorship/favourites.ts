import { MENTOR_FAVOURITES, type MyMentorshipProcess } from '@atrium/contract';
import type { SessionRecord } from './mentorshipApi';

/** The caller's favourite mentors' participant ids, best first. */
export const favouriteIds = (process: Pick<MyMentorshipProcess, 'favourites'>): string[] =>
  [...process.favourites].sort((a, b) => a.rank - b.rank).map(({ id }) => id);

/** Whether the caller may change their favourites: a mentee, in the selection period, request not sent. */
export const choosesFavourites = (
  session: Pick<SessionRecord, 'open_periods'>,
  process: Pick<MyMentorshipProcess, 'participant'> | undefined,
): boolean =>
  process?.participant?.role === 'mentee' &&
  process.participant.request_status !== 'request_sent' &&
  session.open_periods.includes('selection');

/** `ids` with `id` at position `rank` (1–3), never more than three. */
export const placedAt = (ids: readonly string[], id: string, rank: number): string[] => {
  const others = ids.filter((each) => each !== id);
  return [...others.slice(0, rank - 1), id, ...others.slice(rank - 1)].slice(0, MENTOR_FAVOURITES);
};
