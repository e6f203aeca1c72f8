import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Group, GroupInput, GroupPatch, Page, PersonWithoutGroup } from '@atrium/contract';
import { c13sKey, c13sPath } from '../../api/c13s';
import { applyCachePlan, cachePlanAfter } from '../../api/cacheRules';
import { http } from '../../api/http';
import type { QueryParams } from '../../api/httpClient';
import { useCreate, useDelete, useUpdate } from '../../api/mutations';
import { useById, useSearch } from '../../api/queries';

/** Every generic team is one object of the generic API. */
export const GROUPS_MODULE = 'cv_library';
export const GROUPS_OBJECT = 'teams';

export function useGroups(params: QueryParams) {
  return useSearch<Group>(GROUPS_MODULE, GROUPS_OBJECT, params);
}

export function useGroup(id: string | undefined) {
  return useById<Group>(GROUPS_MODULE, GROUPS_OBJECT, id, {}, { notifyError: false });
}

export const useCreateGroup = () => useCreate<GroupInput>(GROUPS_MODULE, GROUPS_OBJECT);
export const useUpdateGroup = () => useUpdate<GroupPatch, Group>(GROUPS_MODULE, GROUPS_OBJECT);
export const useDeleteGroup = () => useDelete(GROUPS_MODULE, GROUPS_OBJECT);

/**
 * Follows a chapter or guild, or stops (`POST` / `DELETE …/teams/{id}/follow`). The group changes,
 * so the caches an update makes outdated are refreshed.
 */
export function useFollow(successMessages: { follow: string; unfollow: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, follow }: { id: string; follow: boolean }) => {
      const path = c13sPath(GROUPS_MODULE, GROUPS_OBJECT, id, 'follow');
      return follow
        ? http.post<Group>(path, undefined, { successMessage: successMessages.follow })
        : http.del<Group>(path, { successMessage: successMessages.unfollow });
    },
    onSuccess: () => applyCachePlan(queryClient, cachePlanAfter('update', GROUPS_MODULE, GROUPS_OBJECT)),
  });
}

/** People with no place in a team or squad, or in a guild (`GET …/teams/without_team|without_guild`). */
export function usePeopleWithout(kind: 'team' | 'guild', params: QueryParams) {
  return useQuery({
    // Under the groups' search key, so that any write to a group refreshes these lists too.
    queryKey: [...c13sKey(GROUPS_MODULE, GROUPS_OBJECT, 'search'), `without_${kind}`, params],
    queryFn: ({ signal }) =>
      http.get<Page<PersonWithoutGroup>>(c13sPath(GROUPS_MODULE, GROUPS_OBJECT, `without_${kind}`), {
        query: params,
        signal,
      }),
  });
}
