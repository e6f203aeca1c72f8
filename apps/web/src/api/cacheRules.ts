import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { usersObject } from '@atrium/contract';
import { c13sKey, type ObjectName } from './c13s';

export type MutationKind = 'create' | 'update' | 'delete';

/** What a write does to the cache: keys to refetch and keys to drop (each a prefix). */
export type CachePlan = { invalidate: QueryKey[]; remove: QueryKey[] };

/** SPEC.md §4, exactly: the caches each kind of write makes outdated. */
export function cachePlanAfter(kind: MutationKind, object: ObjectName): CachePlan {
  const key = (queryKind: Parameters<typeof c13sKey>[1]) => [...c13sKey(object, queryKind)];
  switch (kind) {
    case 'create':
      return { invalidate: [key('search'), key('count')], remove: [] };
    case 'update':
      return { invalidate: [key('byId'), key('self'), key('search'), key('count')], remove: [] };
    case 'delete':
      return {
        // People lists show what a person owns or belongs to, so they may change with any deletion.
        invalidate: [key('search'), key('count'), [...c13sKey(usersObject, 'search')]],
        remove: [key('self'), key('byId')],
      };
  }
}

export async function applyCachePlan(queryClient: QueryClient, plan: CachePlan): Promise<void> {
  for (const queryKey of plan.remove) queryClient.removeQueries({ queryKey });
  await Promise.all(plan.invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
