import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  ASSIGNMENTS_NAME,
  AUDIT_LOG_NAME,
  credentialsObject,
  experiencesObject,
  groupsObject,
  newcomersObject,
  PEOPLE_VIEW_NAMES,
  resumeObject,
  solutionsObject,
  tagsObject,
  usersObject,
} from '@atrium/contract';
import { c13sKey, type ObjectName, type QueryKind } from './c13s';

export type MutationKind = 'create' | 'update' | 'delete';

/** What a write does to the cache: keys to refetch and keys to drop (each a prefix). */
export type CachePlan = { invalidate: QueryKey[]; remove: QueryKey[] };

/**
 * The objects whose records make up a person's picture (profile, resumes, experiences,
 * credentials, groups, solutions, arrival, assignments): the people views below are computed from them.
 */
const PEOPLE_SOURCES: readonly ObjectName[] = [
  usersObject,
  resumeObject,
  experiencesObject,
  credentialsObject,
  groupsObject,
  solutionsObject,
  newcomersObject,
  ASSIGNMENTS_NAME,
];

/**
 * Objects the server computes from the people sources rather than stores: the managing tools'
 * lists, the completion dashboard and a campaign's targets. No write names them, so a write to
 * any source refreshes them. Their names only (`PEOPLE_VIEW_NAMES`): their declarations would
 * bring their schemas into every screen's first code.
 */
const PEOPLE_VIEWS: readonly ObjectName[] = PEOPLE_VIEW_NAMES;

const sameObject = (a: ObjectName, b: ObjectName) => a.module === b.module && a.object === b.object;
const isPeopleSource = (object: ObjectName) => PEOPLE_SOURCES.some((source) => sameObject(source, object));

/** Everything cached about an object's records, but its own record and the caller's. */
const LISTS: readonly QueryKind[] = ['search', 'count', 'cardinalities', 'view'];
/** ...and those too. */
const EVERYTHING: readonly QueryKind[] = ['byId', 'self', ...LISTS];

const keysOf = (object: ObjectName, kinds: readonly QueryKind[]): QueryKey[] =>
  kinds.map((kind) => [...c13sKey(object, kind)]);

/**
 * SPEC.md §4, read literally with the cache never stale (`staleTime: Infinity`): each write
 * refreshes exactly the caches it makes outdated, and nothing else does.
 * - create: the search and count of that object, with its facet counts (cardinalities) and views,
 *   which count the same records as the list beside them;
 * - update: the by-id and self caches too;
 * - delete: the self and by-id caches are dropped; search, count, facets and views refreshed, and
 *   the people search (a person's lists show what they own or belong to).
 * `touches` names the other objects a write changes on the server (a special route that confirms
 * a person's place in a group changes that group and that person): each is refreshed as if
 * updated. A write to any of a person's records refreshes the people views (managing tools,
 * completion, campaigns) and the views computed from those records (years per skill, a group's
 * skills matrix), which are the same people seen from elsewhere, and the reference lists (tags),
 * which a value named for the first time joins. The audit log's list, which
 * records every write, is refreshed after each.
 */
export function cachePlanAfter(
  kind: MutationKind,
  object: ObjectName,
  touches: readonly ObjectName[] = [],
): CachePlan {
  const own: CachePlan =
    kind === 'create'
      ? { invalidate: keysOf(object, LISTS), remove: [] }
      : kind === 'update'
        ? { invalidate: keysOf(object, EVERYTHING), remove: [] }
        : {
            invalidate: [...keysOf(object, LISTS), [...c13sKey(usersObject, 'search')]],
            remove: keysOf(object, ['self', 'byId']),
          };
  const related = touches.flatMap((other) => keysOf(other, EVERYTHING));
  const written = [object, ...touches];
  const views = written.some(isPeopleSource)
    ? [
        ...PEOPLE_VIEWS.flatMap((view) => keysOf(view, LISTS)),
        ...PEOPLE_SOURCES.flatMap((source) => keysOf(source, ['view'])),
        // A client, market, unit, line or hub a record names first joins its list on the server.
        ...keysOf(tagsObject, LISTS),
      ]
    : [];
  // The audit log records every write: its list is one entry longer.
  const audit = keysOf(AUDIT_LOG_NAME, ['search', 'count']);
  return {
    invalidate: distinct([...own.invalidate, ...related, ...views, ...audit], own.remove),
    remove: own.remove,
  };
}

/** Each key once, and none that the plan drops anyway. */
function distinct(keys: QueryKey[], dropped: QueryKey[]): QueryKey[] {
  const seen = new Set(dropped.map((key) => JSON.stringify(key)));
  return keys.filter((key) => {
    const text = JSON.stringify(key);
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
}

export async function applyCachePlan(queryClient: QueryClient, plan: CachePlan): Promise<void> {
  for (const queryKey of plan.remove) queryClient.removeQueries({ queryKey });
  await Promise.all(plan.invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
