// No zod here: the web checks permissions on every screen, and importing this must not bring in
// the schemas (a quarter of the home page's JavaScript).

/** `'{object} {action}'`, the form every permission takes. */
export const permissionString = (object: string, action: string) => `${object} ${action}`;

/**
 * The check of SPEC.md §6, shared by server and web: `'{object} {action}'` must be held and,
 * when tag types are given, at least one `'tag {type}'` too.
 */
export function holds(
  implicitPermissions: readonly string[],
  object: string,
  action: string,
  tagTypes?: readonly string[],
): boolean {
  if (!implicitPermissions.includes(permissionString(object, action))) return false;
  if (!tagTypes || tagTypes.length === 0) return true;
  return tagTypes.some((type) => implicitPermissions.includes(permissionString('tag', type)));
}
