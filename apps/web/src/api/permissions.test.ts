import { describe, expect, it } from 'vitest';
import { can } from './permissions';
import {
  cachePermissions,
  cacheRoles,
  clearCachedPermissions,
  readCachedPermissions,
} from './permissionsCache';

const admin = {
  roles: ['guest', 'admin'],
  implicit_permissions: ['permissions read', 'tags update', 'tag market'],
};

describe('can (SPEC.md §6)', () => {
  it('holds when the object action is granted', () => {
    expect(can(admin, 'permissions', 'read')).toBe(true);
    expect(can(admin, 'permissions', 'update')).toBe(false);
  });

  it('needs one of the tag types when some are given', () => {
    expect(can(admin, 'tags', 'update', ['technical', 'market'])).toBe(true);
    expect(can(admin, 'tags', 'update', ['technical'])).toBe(false);
    expect(can(admin, 'tags', 'update', [])).toBe(true);
  });

  it('allows nothing while permissions are unknown', () => {
    expect(can(undefined, 'permissions', 'read')).toBe(false);
  });
});

describe('permissions cache', () => {
  it('keeps roles and permissions for the next first paint', () => {
    expect(readCachedPermissions()).toBeUndefined();
    expect(cachePermissions(admin)).toBe(true);
    expect(readCachedPermissions()).toEqual(admin);
    expect(JSON.parse(window.localStorage.getItem('roles') ?? 'null')).toEqual(['guest', 'admin']);
  });

  it('is replaced only when the server says something different', () => {
    cachePermissions(admin);
    expect(
      cachePermissions({
        roles: ['admin', 'guest'],
        implicit_permissions: [...admin.implicit_permissions].reverse(),
      }),
    ).toBe(false);
    expect(cachePermissions({ ...admin, implicit_permissions: ['permissions read'] })).toBe(true);
    expect(readCachedPermissions()?.implicit_permissions).toEqual(['permissions read']);
  });

  it('is forgotten at sign-out and ignores damaged values', () => {
    cachePermissions(admin);
    clearCachedPermissions();
    expect(readCachedPermissions()).toBeUndefined();
    cacheRoles(['guest']);
    window.localStorage.setItem('permissions', '{not json');
    expect(readCachedPermissions()).toBeUndefined();
  });
});
