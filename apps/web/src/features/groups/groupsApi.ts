import { useMutation, useQuery } from '@tanstack/react-query';
import {
  groupsObject,
  usersObject,
  type Group,
  type GroupSkillsMatrix,
  type Page,
  type PersonWithoutGroup,
} from '@atrium/contract';
import { c13sKey, c13sPath } from '../../api/c13s';
import { http } from '../../api/http';
import type { QueryParams } from '../../api/httpClient';
import { useCreate, useDelete, useRefreshAfter, useUpdate } from '../../api/mutations';
import { useById, useSearch } from '../../api/queries';

export function useGroups(params: QueryParams) {
  return useSearch(groupsObject, params);
}

export function useGroup(id: string | undefined) {
  return useById(groupsObject, id, {}, { notifyError: false });
}

/** A group's files: `…/teams/{id}/files` to upload, `…/files/{fileId}` to download or remove one. */
export const groupFilesPath = (groupId: string, ...rest: string[]): string =>
  c13sPath(groupsObject, groupId, 'files', ...rest);

export const useCreateGroup = () => useCreate(groupsObject);
export const useUpdateGroup = () => useUpdate(groupsObject);
export const useDeleteGroup = () => useDelete(groupsObject);

/**
 * Follows a chapter or guild, or stops (`POST` / `DELETE …/teams/{id}/follow`). The group changes,
 * so the caches an update makes outdated are refreshed.
 */
export function useFollow(successMessages: { follow: string; unfollow: string }) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, follow }: { id: string; follow: boolean }) => {
      const path = c13sPath(groupsObject, id, 'follow');
      return follow
        ? http.post<Group>(path, undefined, { successMessage: successMessages.follow })
        : http.del<Group>(path, { successMessage: successMessages.unfollow });
    },
    onSuccess: () => refresh('update', groupsObject),
  });
}

/**
 * Confirms a person's place that a leader gave (`POST …/teams/{id}/places/{userId}/confirm`), for
 * holders of 'teams update': only then does it count for the group's leaders.
 */
export function useConfirmPlace(groupId: string) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (userId: string) =>
      http.post<Group>(c13sPath(groupsObject, groupId, 'places', userId, 'confirm')),
    // The person's place is confirmed: their profile lists the group.
    onSuccess: () => refresh('update', groupsObject, [usersObject]),
  });
}

/** People with no place in a team or squad, or in a guild (`GET …/teams/without_team|without_guild`). */
export function usePeopleWithout(kind: 'team' | 'guild', params: QueryParams) {
  return useQuery({
    // Under the groups' search key, so that any write to a group refreshes these lists too.
    queryKey: [...c13sKey(groupsObject, 'view'), `without_${kind}`, params],
    queryFn: ({ signal }) =>
      http.get<Page<PersonWithoutGroup>>(c13sPath(groupsObject, `without_${kind}`), {
        query: params,
        signal,
      }),
  });
}

/**
 * A group's skills matrix (`GET …/teams/{id}/skills-matrix`): its people × their most common top
 * skills. Under the group's own key, so editing the group refreshes it.
 */
export function useSkillsMatrix(id: string) {
  return useQuery({
    queryKey: [...c13sKey(groupsObject, 'view'), 'skills-matrix', id],
    queryFn: ({ signal }) =>
      http.get<GroupSkillsMatrix>(c13sPath(groupsObject, id, 'skills-matrix'), { signal }),
  });
}
