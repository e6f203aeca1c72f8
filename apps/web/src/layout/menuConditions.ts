import { matchPath } from 'react-router';
import { holds } from '@atrium/contract';

/**
 * When a menu entry and its route show (SPEC.md §6): a role (any of), a permission, leading at
 * least one team, or always.
 */
export type MenuCondition =
  | { type: 'none' }
  | { type: 'role'; roles: readonly string[] }
  | { type: 'permission'; object: string; action: string; tagTypes?: readonly string[] }
  | { type: 'leader' };

/** A condition for the paths matching `path` (a route pattern such as `/team/:id`). */
export type PathCondition = { path: string; condition: MenuCondition };

export type ConditionContext = {
  roles: readonly string[];
  implicitPermissions: readonly string[];
  /** Whether the person leads a team; undefined while unknown (or not asked). */
  isLeader: boolean | undefined;
};

/**
 * Answers already given: matchPath compiles its pattern on every call, and the menu asks each of
 * its entries against every condition on each render (hundreds of compilations, about 20 ms of a
 * slow phone's first screen). Bounded: the addresses a session visits are few, but not counted.
 */
const answered = new Map<string, boolean>();
const ANSWERS_KEPT = 2000;

function matches(pattern: string, pathname: string): boolean {
  if (pattern === pathname) return true;
  const key = `${pattern} ${pathname}`;
  let answer = answered.get(key);
  if (answer === undefined) {
    if (answered.size >= ANSWERS_KEPT) answered.clear();
    answer = matchPath({ path: pattern, end: true }, pathname) !== null;
    answered.set(key, answer);
  }
  return answer;
}

/** The first condition whose pattern matches `pathname` (a concrete path or a route pattern). */
export function conditionFor(
  pathname: string,
  conditions: readonly PathCondition[],
): MenuCondition | undefined {
  return conditions.find((entry) => matches(entry.path, pathname))?.condition;
}

export function isAllowed(condition: MenuCondition | undefined, context: ConditionContext): boolean {
  if (!condition) return true;
  switch (condition.type) {
    case 'none':
      return true;
    case 'role':
      return condition.roles.some((role) => context.roles.includes(role));
    case 'permission':
      return holds(context.implicitPermissions, condition.object, condition.action, condition.tagTypes);
    case 'leader':
      return context.isLeader === true;
  }
}

/** SPEC.md §2: a path is governed by its first matching condition; with none it is always shown. */
export function canVisit(
  pathname: string,
  conditions: readonly PathCondition[],
  context: ConditionContext,
): boolean {
  return isAllowed(conditionFor(pathname, conditions), context);
}

/** Whether any condition needs the "leads a team" lookup, so nobody pays for it otherwise. */
export function needsLeaderCheck(conditions: readonly PathCondition[]): boolean {
  return conditions.some((entry) => entry.condition.type === 'leader');
}
