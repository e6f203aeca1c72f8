import { TAILORED_CV_PERMISSIONS } from '@atrium/contract';
import { usePermissions } from '../../api/usePermissions';

/**
 * Whether the tailored CV is offered: the server's own rule (TAILORED_CV_PERMISSIONS, read people
 * and their resumes), so the screen never offers a proposal or a file the server would refuse.
 */
export function useMayTailor(): boolean {
  const { can } = usePermissions();
  return TAILORED_CV_PERMISSIONS.every(({ object, action }) => can(object, action));
}
