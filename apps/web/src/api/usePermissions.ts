import { useCallback, useEffect } from 'react';
import { permissionsApi, type SelfPermissions } from '@atrium/contract';
import { isHttpError } from './HttpError';
import { can as canWith } from './permissions';
import { cachePermissions, readCachedPermissions } from './permissionsCache';
import { useSelf } from './queries';

/**
 * The signed-in person's roles and permissions: the device's cache paints at once, the server's
 * answer replaces it (`GET /api/c13s/v2/public/permissions/self`).
 */
export function usePermissions() {
  const query = useSelf<typeof permissionsApi, SelfPermissions>(
    permissionsApi,
    {},
    {
      placeholderData: readCachedPermissions,
      // A signed-out visitor gets a 401 here and is sent to the login page: no red banner for that.
      notifyError: false,
    },
  );
  const fresh = query.isPlaceholderData ? undefined : query.data;

  useEffect(() => {
    if (fresh) cachePermissions(fresh);
  }, [fresh]);

  const permissions = query.data;
  const can = useCallback(
    (object: string, action: string, tagTypes?: readonly string[]) =>
      canWith(permissions, object, action, tagTypes),
    [permissions],
  );

  return {
    permissions,
    roles: permissions?.roles ?? [],
    can,
    /** True once the server has answered (not only the cache). */
    confirmed: fresh !== undefined,
    unauthenticated: isHttpError(query.error) && query.error.status === 401,
    error: query.error,
    refetch: query.refetch,
  };
}
