import type { SelfPermissions } from '@atrium/contract';

// SPEC.md §3: the roles are stored under 'roles'; the permissions beside them, for instant first paint.
const ROLES_KEY = 'roles';
const PERMISSIONS_KEY = 'permissions';

function readList(key: string): string[] | undefined {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return undefined;
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
  } catch {
    return undefined;
  }
}

/** What this device last knew of the person's permissions, if anything. */
export function readCachedPermissions(): SelfPermissions | undefined {
  const roles = readList(ROLES_KEY);
  const implicitPermissions = readList(PERMISSIONS_KEY);
  return roles && implicitPermissions ? { roles, implicit_permissions: implicitPermissions } : undefined;
}

const sameList = (a: readonly string[] | undefined, b: readonly string[]) =>
  a !== undefined && a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** Replaces the cache when the server's answer differs from it; returns whether it did. */
export function cachePermissions(fresh: SelfPermissions): boolean {
  const cached = readCachedPermissions();
  if (
    cached &&
    sameList(cached.roles, fresh.roles) &&
    sameList(cached.implicit_permissions, fresh.implicit_permissions)
  )
    return false;
  try {
    window.localStorage.setItem(ROLES_KEY, JSON.stringify(fresh.roles));
    window.localStorage.setItem(PERMISSIONS_KEY, JSON.stringify(fresh.implicit_permissions));
  } catch {
    // Without storage the next visit only paints a little later.
  }
  return true;
}

/** Only the roles are known right after sign-in; the permissions follow from the server. */
export function cacheRoles(roles: readonly string[]): void {
  try {
    window.localStorage.setItem(ROLES_KEY, JSON.stringify(roles));
  } catch {
    // As above.
  }
}

export function clearCachedPermissions(): void {
  try {
    window.localStorage.removeItem(ROLES_KEY);
    window.localStorage.removeItem(PERMISSIONS_KEY);
  } catch {
    // As above.
  }
}
