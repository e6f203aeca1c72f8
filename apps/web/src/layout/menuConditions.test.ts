// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  canVisit,
  conditionFor,
  isAllowed,
  needsLeaderCheck,
  type ConditionContext,
  type PathCondition,
} from './menuConditions';

const employee: ConditionContext = { roles: ['guest'], implicitPermissions: ['users read'], isLeader: false };
const hr: ConditionContext = {
  roles: ['guest', 'HR'],
  implicitPermissions: ['newcomers create'],
  isLeader: undefined,
};
const admin: ConditionContext = {
  roles: ['guest', 'admin'],
  implicitPermissions: ['permissions read', 'tags update', 'tag technical'],
  isLeader: true,
};

const conditions: PathCondition[] = [
  { path: '/home', condition: { type: 'none' } },
  { path: '/permissions', condition: { type: 'permission', object: 'permissions', action: 'read' } },
  { path: '/newcomers', condition: { type: 'permission', object: 'newcomers', action: 'create' } },
  { path: '/profiles-managing-tool', condition: { type: 'role', roles: ['Management', 'HR'] } },
  { path: '/leader-managing-tool/*', condition: { type: 'leader' } },
  // A specific parameterised path first, then the broader one: the first match governs.
  { path: '/team/new', condition: { type: 'role', roles: ['admin'] } },
  { path: '/team/:id', condition: { type: 'none' } },
  {
    path: '/tags',
    condition: { type: 'permission', object: 'tags', action: 'update', tagTypes: ['technical'] },
  },
];

describe('isAllowed', () => {
  it('none is always shown, and so is a path without condition', () => {
    expect(isAllowed({ type: 'none' }, employee)).toBe(true);
    expect(isAllowed(undefined, employee)).toBe(true);
    expect(canVisit('/somewhere-else', conditions, employee)).toBe(true);
  });

  it('role: any of the listed roles', () => {
    expect(canVisit('/profiles-managing-tool', conditions, employee)).toBe(false);
    expect(canVisit('/profiles-managing-tool', conditions, hr)).toBe(true);
  });

  it('permission: the object action, with a tag type when given', () => {
    expect(canVisit('/permissions', conditions, employee)).toBe(false);
    expect(canVisit('/permissions', conditions, admin)).toBe(true);
    expect(canVisit('/newcomers', conditions, hr)).toBe(true);
    expect(canVisit('/tags', conditions, admin)).toBe(true);
    expect(canVisit('/tags', conditions, { ...admin, implicitPermissions: ['tags update'] })).toBe(false);
  });

  it('leader: only when known to lead a team', () => {
    expect(canVisit('/leader-managing-tool/users', conditions, admin)).toBe(true);
    expect(canVisit('/leader-managing-tool/users', conditions, employee)).toBe(false);
    expect(canVisit('/leader-managing-tool/users', conditions, hr)).toBe(false);
  });
});

describe('conditionFor', () => {
  it('uses the first matching condition for a parameterised path', () => {
    expect(conditionFor('/team/new', conditions)).toEqual({ type: 'role', roles: ['admin'] });
    expect(conditionFor('/team/42', conditions)).toEqual({ type: 'none' });
    expect(canVisit('/team/new', conditions, employee)).toBe(false);
    expect(canVisit('/team/42', conditions, employee)).toBe(true);
  });

  it('matches a route pattern itself as well as concrete paths', () => {
    expect(conditionFor('/team/:id', conditions)).toEqual({ type: 'none' });
    expect(conditionFor('/permissions/extra', conditions)).toBeUndefined();
  });
});

describe('needsLeaderCheck', () => {
  it('asks for the team lookup only when a condition needs it', () => {
    expect(needsLeaderCheck(conditions)).toBe(true);
    expect(needsLeaderCheck(conditions.filter((entry) => entry.condition.type !== 'leader'))).toBe(false);
  });
});
