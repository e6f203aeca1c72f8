import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { permissionsApi, type MessageBody, type UserRolesInput } from '@atrium/contract';
import { c13sKey, c13sPath } from '../../api/c13s';
import { http } from '../../api/http';

const BASE = c13sPath(permissionsApi);
// Every permissions cache (own permissions included) sits under this prefix.
const ALL = c13sKey(permissionsApi);
const userRolesKey = (id: string) => [...ALL, 'userRoles', { id }] as const;

/** The roles one person holds beyond the implicit guest. */
export function useUserRoles(userId: string | undefined) {
  return useQuery({
    queryKey: userRolesKey(userId ?? ''),
    queryFn: ({ signal }) =>
      http.get<{ roles: string[] }>(`${BASE}/users/${encodeURIComponent(userId ?? '')}/roles`, { signal }),
    enabled: Boolean(userId),
  });
}

export function useSetUserRoles(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserRolesInput) =>
      http.put<MessageBody>(`${BASE}/users/${encodeURIComponent(userId)}/roles`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}
