import { groupsObject } from '@atrium/contract';
import { useSearch } from '../api/queries';

/**
 * SPEC.md §6: whether the person leads at least one team (teams searched with `id_lea` = their
 * id). Asked only when a menu condition needs it, and never on the restricted profile page.
 */
export function useIsLeader(
  userId: string | undefined,
  needed: boolean,
  pathname: string,
): boolean | undefined {
  const enabled = needed && Boolean(userId) && !pathname.startsWith('/restricted/profile');
  const query = useSearch(groupsObject, { id_lea: userId, size: 1 }, { enabled, notifyError: false });
  if (!enabled) return needed ? undefined : false;
  return query.data ? query.data.total > 0 : undefined;
}
