import { holds, type SelfPermissions } from '@atrium/contract';

/**
 * SPEC.md §6: `'{object} {action}'` held and, with tag types, one of `'tag {type}'` too.
 * Nothing is allowed while the permissions are unknown.
 */
export function can(
  permissions: SelfPermissions | undefined,
  object: string,
  action: string,
  tagTypes?: readonly string[],
): boolean {
  return permissions ? holds(permissions.implicit_permissions, object, action, tagTypes) : false;
}
