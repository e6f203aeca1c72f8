import { ACTIONS, EXTRA_ACTIONS, PERMISSION_OBJECTS, type PermissionObject } from '@atrium/contract';

/** The matrix columns: the four CRUD actions, then every extra action some object has. */
export const GRANT_COLUMNS: readonly string[] = [
  ...ACTIONS,
  ...new Set(Object.values(EXTRA_ACTIONS).flatMap((actions) => actions ?? [])),
];

/** Whether `action` exists for `object` (extra actions exist only where the contract lists them). */
export function hasAction(object: PermissionObject, action: string): boolean {
  return (
    (ACTIONS as readonly string[]).includes(action) || (EXTRA_ACTIONS[object]?.includes(action) ?? false)
  );
}

export const GRANT_ROWS = PERMISSION_OBJECTS;

/** The one revocation that needs a confirmation: it can lock every administrator out. */
export function needsRevokeConfirmation(role: string, permission: string): boolean {
  return role === 'admin' && permission === 'permissions update';
}
