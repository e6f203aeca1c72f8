// @vitest-environment node
import {
  auditLogObject,
  credentialsObject,
  experiencesObject,
  groupsObject,
  hrUsersObject,
  mailOutboxObject,
  newsObject,
  usersObject,
} from '@atrium/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { c13sKey } from './c13s';
import { applyCachePlan, cachePlanAfter } from './cacheRules';

const AUDIT = [
  ['admin', 'audit_log', 'search'],
  ['admin', 'audit_log', 'count'],
];

describe('cachePlanAfter (SPEC.md §4, facets with their list)', () => {
  it('create refreshes search, count, facet counts and views of that object, and the audit log', () => {
    expect(cachePlanAfter('create', newsObject)).toEqual({
      invalidate: [
        ['home', 'news', 'search'],
        ['home', 'news', 'count'],
        ['home', 'news', 'cardinalities'],
        ['home', 'news', 'view'],
        ...AUDIT,
      ],
      remove: [],
    });
  });

  it('update refreshes by-id and self too', () => {
    expect(cachePlanAfter('update', mailOutboxObject)).toEqual({
      invalidate: [
        ['admin', 'mail_outbox', 'byId'],
        ['admin', 'mail_outbox', 'self'],
        ['admin', 'mail_outbox', 'search'],
        ['admin', 'mail_outbox', 'count'],
        ['admin', 'mail_outbox', 'cardinalities'],
        ['admin', 'mail_outbox', 'view'],
        ...AUDIT,
      ],
      remove: [],
    });
  });

  it('delete clears self and by-id, refreshes the lists and the people search', () => {
    const plan = cachePlanAfter('delete', newsObject);
    expect(plan.remove).toEqual([
      ['home', 'news', 'self'],
      ['home', 'news', 'byId'],
    ]);
    expect(plan.invalidate).toEqual([
      ['home', 'news', 'search'],
      ['home', 'news', 'count'],
      ['home', 'news', 'cardinalities'],
      ['home', 'news', 'view'],
      ['cv_library', 'users', 'search'],
      ...AUDIT,
    ]);
  });

  it('a write to a person’s records refreshes the people views (managing tools, completion, years per skill)', () => {
    const { invalidate } = cachePlanAfter('create', credentialsObject);
    expect(invalidate).toContainEqual(['cv_library', 'projects', 'cardinalities']);
    expect(invalidate).toContainEqual(['managing_tools', 'hr_users', 'search']);
    expect(invalidate).toContainEqual(['managing_tools', 'leader_groups', 'search']);
    expect(invalidate).toContainEqual(['admin', 'completion_profiles', 'view']);
    expect(invalidate).toContainEqual(['cv_library', 'experiences', 'view']);
    // Not someone's own record: a created credential changes no person by itself.
    expect(invalidate).not.toContainEqual(['cv_library', 'users', 'byId']);
  });

  it('the objects a write touches are refreshed as if updated, each key once', () => {
    const { invalidate, remove } = cachePlanAfter('update', groupsObject, [usersObject]);
    expect(invalidate).toContainEqual(['cv_library', 'users', 'byId']);
    expect(invalidate).toContainEqual(['cv_library', 'users', 'self']);
    expect(invalidate).toContainEqual(['cv_library', 'users', 'cardinalities']);
    expect(new Set(invalidate.map((key) => JSON.stringify(key))).size).toBe(invalidate.length);
    expect(remove).toEqual([]);
  });

  it('never refreshes what the same plan drops', () => {
    const { invalidate } = cachePlanAfter('delete', usersObject, [usersObject]);
    expect(invalidate).not.toContainEqual(['cv_library', 'users', 'byId']);
    expect(invalidate).not.toContainEqual(['cv_library', 'users', 'self']);
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
      skillsMatrix: [...c13sKey(groupsObject, 'view'), 'skills-matrix', '1'],
      peopleSearch: c13sKey(usersObject, 'search', {}),
      peopleById: c13sKey(usersObject, 'byId', { id: '1' }),
      hrTool: c13sKey(hrUsersObject, 'search', {}),
      skillYears: [...c13sKey(experiencesObject, 'view'), 'skill-years', '1'],
      audit: c13sKey(auditLogObject, 'search', {}),
      otherSearch: c13sKey(newsObject, 'search', {}),
    };
    for (const key of Object.values(keys)) client.setQueryData([...key], { seeded: true });
    const state = (key: readonly unknown[]) => client.getQueryState([...key]);
    return { client, keys, state };
  };

  it('after create, marks the lists, their facets and the views over people outdated', async () => {
    const { client, keys, state } = seed();
    await applyCachePlan(client, cachePlanAfter('create', groupsObject));
    for (const key of [
      keys.search,
      keys.count,
      keys.cardinalities,
      keys.skillsMatrix,
      keys.hrTool,
      keys.skillYears,
      keys.audit,
    ])
      expect(state(key)?.isInvalidated).toBe(true);
    for (const key of [keys.self, keys.byId, keys.peopleSearch, keys.peopleById, keys.otherSearch])
      expect(state(key)?.isInvalidated).toBe(false);
  });

  it('after update, marks by-id and self outdated too', async () => {
    const { client, keys, state } = seed();
    await applyCachePlan(client, cachePlanAfter('update', groupsObject));
    for (const key of [keys.self, keys.byId, keys.search, keys.count, keys.cardinalities])
      expect(state(key)?.isInvalidated).toBe(true);
    for (const key of [keys.peopleSearch, keys.peopleById, keys.otherSearch])
      expect(state(key)?.isInvalidated).toBe(false);
  });

  it('after a write that touches people, their records are outdated too', async () => {
    const { client, keys, state } = seed();
    await applyCachePlan(client, cachePlanAfter('update', groupsObject, [usersObject]));
    expect(state(keys.peopleById)?.isInvalidated).toBe(true);
    expect(state(keys.peopleSearch)?.isInvalidated).toBe(true);
  });

  it('after delete, drops self and by-id and refreshes the lists', async () => {
    const { client, keys, state } = seed();
    await applyCachePlan(client, cachePlanAfter('delete', groupsObject));
    expect(state(keys.self)).toBeUndefined();
    expect(state(keys.byId)).toBeUndefined();
    for (const key of [keys.search, keys.count, keys.cardinalities, keys.peopleSearch])
      expect(state(key)?.isInvalidated).toBe(true);
    expect(state(keys.peopleById)?.isInvalidated).toBe(false);
    expect(state(keys.otherSearch)?.isInvalidated).toBe(false);
  });
});
