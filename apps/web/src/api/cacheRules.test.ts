// @vitest-environment node
import { credentialsObject, groupsObject, usersObject } from '@atrium/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { c13sKey } from './c13s';
import { applyCachePlan, cachePlanAfter } from './cacheRules';

describe('cachePlanAfter (SPEC.md §4)', () => {
  it('create refreshes search and count of that object', () => {
    expect(cachePlanAfter('create', credentialsObject)).toEqual({
      invalidate: [
        ['cv_library', 'projects', 'search'],
        ['cv_library', 'projects', 'count'],
      ],
      remove: [],
    });
  });

  it('update refreshes by-id, self, search and count', () => {
    expect(cachePlanAfter('update', usersObject)).toEqual({
      invalidate: [
        ['cv_library', 'users', 'byId'],
        ['cv_library', 'users', 'self'],
        ['cv_library', 'users', 'search'],
        ['cv_library', 'users', 'count'],
      ],
      remove: [],
    });
  });

  it('delete clears self and by-id, refreshes search, count and the people search', () => {
    expect(cachePlanAfter('delete', groupsObject)).toEqual({
      invalidate: [
        ['cv_library', 'teams', 'search'],
        ['cv_library', 'teams', 'count'],
        ['cv_library', 'users', 'search'],
      ],
      remove: [
        ['cv_library', 'teams', 'self'],
        ['cv_library', 'teams', 'byId'],
      ],
    });
  });
});

describe('applyCachePlan', () => {
  const seed = () => {
    const client = new QueryClient();
    const keys = {
      self: c13sKey(groupsObject, 'self', {}),
      byId: c13sKey(groupsObject, 'byId', { id: '1' }),
      search: c13sKey(groupsObject, 'search', { q: 'a' }),
      count: c13sKey(groupsObject, 'count', {}),
      cardinalities: c13sKey(groupsObject, 'cardinalities', { field: ['type'] }),
      peopleSearch: c13sKey(usersObject, 'search', {}),
      peopleById: c13sKey(usersObject, 'byId', { id: '1' }),
      otherSearch: c13sKey(credentialsObject, 'search', {}),
    };
    for (const key of Object.values(keys)) client.setQueryData([...key], { seeded: true });
    const state = (key: readonly unknown[]) => client.getQueryState([...key]);
    return { client, keys, state };
  };

  it('after create, marks only search and count outdated', async () => {
    const { client, keys, state } = seed();
    await applyCachePlan(client, cachePlanAfter('create', groupsObject));
    expect(state(keys.search)?.isInvalidated).toBe(true);
    expect(state(keys.count)?.isInvalidated).toBe(true);
    for (const key of [keys.self, keys.byId, keys.cardinalities, keys.peopleSearch, keys.otherSearch])
      expect(state(key)?.isInvalidated).toBe(false);
  });

  it('after update, marks by-id, self, search and count outdated', async () => {
    const { client, keys, state } = seed();
    await applyCachePlan(client, cachePlanAfter('update', groupsObject));
    for (const key of [keys.self, keys.byId, keys.search, keys.count])
      expect(state(key)?.isInvalidated).toBe(true);
    for (const key of [keys.cardinalities, keys.peopleSearch, keys.peopleById])
      expect(state(key)?.isInvalidated).toBe(false);
  });

  it('after delete, drops self and by-id and refreshes the lists', async () => {
    const { client, keys, state } = seed();
    await applyCachePlan(client, cachePlanAfter('delete', groupsObject));
    expect(state(keys.self)).toBeUndefined();
    expect(state(keys.byId)).toBeUndefined();
    for (const key of [keys.search, keys.count, keys.peopleSearch])
      expect(state(key)?.isInvalidated).toBe(true);
    expect(state(keys.peopleById)?.isInvalidated).toBe(false);
    expect(state(keys.otherSearch)?.isInvalidated).toBe(false);
  });
});
