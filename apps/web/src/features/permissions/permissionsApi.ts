import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { permissionsApi, type MessageBody, type RoleGrants } from '@atrium/contract';
import { c13sKey, c13sPath } from '../../api/c13s';
import { http } from '../../api/http';

const BASE = c13sPath(permissionsApi);
// Every permissions cache (own permissions included) sits under this prefix.
const ALL = c13sKey(permissionsApi);
const rolesKey = [...ALL, 'roles'] as const;

/** What each role grants (`GET …/public/permissions/roles`). */
export function useRoleGrants() {
  return useQuery({
    queryKey: rolesKey,
    queryFn: ({ signal }) => http.get<RoleGrants[]>(`${BASE}/roles`, { signal }),
  });
}

export type GrantChange = { role: string; permission: string; granted: boolean };

/** Grants or revokes one permission of a role. */
export function useChangeGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ role, permission, granted }: GrantChange) =>
      granted
        ? http.post<MessageBody>(`${BASE}/grants`, { role, permission })
        : http.del<MessageBody>(`${BASE}/grants`, {
            query: { role, permission },
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}
