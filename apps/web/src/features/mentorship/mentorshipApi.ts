import { useMutation, useQuery } from '@tanstack/react-query';
import {
  mentorshipParticipantsObject,
  mentorshipSessionsObject,
  type FavouritesInput,
  type MatchingResult,
  type MatchMoveInput,
  type MessageBody,
  type MyMentorshipProcess,
  type RecordOf,
} from '@atrium/contract';
import { c13sKey, c13sPath } from '../../api/c13s';
import { isHttpError } from '../../api/HttpError';
import { http } from '../../api/http';
import { useRefreshAfter } from '../../api/mutations';

export type SessionRecord = RecordOf<typeof mentorshipSessionsObject>;
export type ParticipantRecord = RecordOf<typeof mentorshipParticipantsObject>;

export const SESSIONS_PATH = '/mentorship-sessions';
export const sessionPath = (id: string): string => `${SESSIONS_PATH}/${encodeURIComponent(id)}`;

const path = (id: string, ...rest: string[]) => c13sPath(mentorshipSessionsObject, id, ...rest);
// Views of the sessions (the cache rule's `view`): whatever refreshes the sessions refreshes these too.
const matchingKey = (id: string) => [...c13sKey(mentorshipSessionsObject, 'view'), 'matching', id];
const processKey = (id: string) => [...c13sKey(mentorshipSessionsObject, 'view'), 'my-process', id];

/**
 * Everything a mentorship write may change: sessions (their counts), participants, the matching
 * and the caller's process (both under the sessions' key). A registration's create, update and
 * delete refresh only the participants by themselves: they call this too.
 */
export function useRefreshMentorship() {
  const refreshAfter = useRefreshAfter();
  return () => refreshAfter('update', mentorshipSessionsObject, [mentorshipParticipantsObject]);
}

/** `GET …/sessions/{id}/matching`: the last result, or null when the matching never ran (404). */
export function useMatching(id: string) {
  return useQuery({
    queryKey: matchingKey(id),
    queryFn: async ({ signal }) => {
      try {
        return await http.get<MatchingResult>(path(id, 'matching'), { signal, notifyError: false });
      } catch (failure) {
        if (isHttpError(failure) && failure.status === 404) return null;
        throw failure;
      }
    },
  });
}

/** `POST …/sessions/{id}/matching`: runs the solver (only in the matching period). */
export function useRunMatching(id: string) {
  const refresh = useRefreshMentorship();
  return useMutation({
    mutationFn: () => http.post<MatchingResult>(path(id, 'matching'), undefined),
    onSuccess: refresh,
  });
}

/** `PUT …/sessions/{id}/matching/{menteeId}`: an administrator moves a mentee (null: unmatched). */
export function useMoveMentee(id: string) {
  const refresh = useRefreshMentorship();
  return useMutation({
    mutationFn: ({ menteeId, body }: { menteeId: string; body: MatchMoveInput }) =>
      http.put<MatchingResult>(path(id, 'matching', menteeId), body, { notifyError: false }),
    onSuccess: refresh,
  });
}

/** `POST …/sessions/{id}/publish` or `…/archive` → `{ msg }`, shown by the http client. */
export function useSessionAction(action: 'publish' | 'archive') {
  const refresh = useRefreshMentorship();
  return useMutation({
    mutationFn: (id: string) => http.post<MessageBody>(path(id, action), undefined),
    onSuccess: refresh,
  });
}

/** `GET …/sessions/{id}/my-process`: the caller's registration, favourites and outcome. */
export function useMyProcess(id: string | undefined) {
  return useQuery({
    queryKey: processKey(id ?? ''),
    queryFn: ({ signal }) =>
      http.get<MyMentorshipProcess>(path(id ?? '', 'my-process'), { signal, notifyError: false }),
    enabled: Boolean(id),
  });
}

/** `PUT …/sessions/{id}/my-favourites`: the caller's favourites in a session, as a draft or sent. */
export function useSaveFavourites(sessionId: string) {
  const refresh = useRefreshMentorship();
  return useMutation({
    mutationFn: (body: FavouritesInput) => http.put<MessageBody>(path(sessionId, 'my-favourites'), body),
    onSuccess: refresh,
  });
}
