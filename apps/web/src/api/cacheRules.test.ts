// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { c13sKey } from './c13s';
import { applyCachePlan, cachePlanAfter } from './cacheRules';

describe('cachePlanAfter (SPEC.md §4)', () => {
  it('create refreshes search and count of that object', () => {
    expect(cachePlanAfter('create', 'cv_library', 'projects')).toEqual({
      invalidate: [
        ['cv_library', 'projects', 'search'],
        ['cv_library', 'projects', 'count'],
      ],
      remove: [],
    });
  });

  it('update refreshes by-id, self, search and count', () => {
    expect(cachePlanAfter('update', 'cv_library', 'users')).toEqual({
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
    expect(cachePlanAfter('delete', 'cv_library', 'teams')).toEqual({
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
      self: c13sKey('cv_library', 'teams', 'self', {}),
      byId: c13sKey('cv_library', 'teams', 'byId', { id: '1' }),
      search: c13sKey('cv_library', 'teams', 'search', { q: 'a' }),
      count: c13sKey('cv_library', 'teams', 'count', {}),
      cardinalities: c13sKey('cv_library', 'teams', 'cardinalities', { field: ['type'] }),
      peopleSearch: c13sKey('cv_library', 'users', 'search', {}),
      peopleById: c13sKey('cv_library', 'users', 'byId', { id: '1' }),
      otherSearch: c13sKey('cv_library', 'projects', 'search', {}),
    };
    for (const key of Object.values(keys)) client.setQueryData([...key], { seeded: true });
    const state = (key: readonly unknown[]) => client.getQueryState([...key]);
    return { client, keys, state };
  };

  it('after create, marks only search and count outdated', async () => {
    const { client, keys, state } = seed();
    await applyCachePlan(client, cachePlanAfter('create', 'cv_library', 'teams'));
    expect(state(keys.search)?.isInvalidated).toBe(true);
    expect(state(keys.count)?.isInvalidated).toBe(true);
    for (const key of [keys.self, keys.byId, keys.cardinalities, keys.peopleSearch, keys.otherSearch])
      expect(state(key)?.isInvalidated).toBe(false);
  });

  it('after update, marks by-id, self, search and count outdated', async () => {
    const { client, keys, state } = seed();
    await applyCachePlan(client, cachePlanAfter('update', 'cv_library', 'teams'));
    for (const key of [keys.self, keys.byId, keys.search, keys.count])
      expect(state(key)?.isInvalidated).toBe(true);
    for (const key of [keys.cardinalities, keys.peopleSearch, keys.peopleById])
      expect(state(key)?.isInvalidated).toBe(false);
  });

  it('after delete, drops self and by-id and refreshes the lists', async () => {
    const { client, keys, state } = seed();
    await applyCachePlan(client, cachePlanAfter('delete', 'cv_library', 'teams'));
    expect(state(keys.self)).toBeUndefined();
    expect(state(keys.byId)).toBeUndefined();
    for (const key of [keys.search, keys.count, keys.peopleSearch])
      expect(state(key)?.isInvalidated).toBe(true);
    expect(state(keys.peopleById)?.isInvalidated).toBe(false);
    expect(state(keys.otherSearch)?.isInvalidated).toBe(false);
  });
});
