// @vitest-environment node
import { GROUP_LIMITS, type Group, type PersonRef } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { formValuesOf, groupFormIssues, groupInputOf, type GroupFormValues } from './groupForm';

const person = (id: string, first_name: string, last_name: string): PersonRef => ({
  id,
  first_name,
  last_name,
  job_title: null,
  has_picture: false,
  picture_version: null,
});
const karim = person('k', 'Karim', 'Benali');
const ana = person('a', 'Ana', 'Lopes');
const form = (values: Partial<GroupFormValues>): GroupFormValues => ({
  ...formValuesOf(undefined, 'squad'),
  name: 'Data Foundations',
  ...values,
});
const ruleOf = (values: Partial<GroupFormValues>) =>
  Object.fromEntries(
    Object.entries(groupFormIssues(form(values))).map(([field, issue]) => [
      field,
      { id: issue.message.id, name: issue.values?.name },
    ]),
  );

describe('groupFormIssues', () => {
  it('accepts a group where everyone has one place', () => {
    expect(groupFormIssues(form({ leaders: [karim], followers: [ana] }))).toEqual({});
  });

  it('names the person under the field where the second place was given, with the rule', () => {
    expect(ruleOf({ leaders: [karim], activeMembers: [karim] })).toEqual({
      activeMembers: { id: 'groups.rule.leaderAndMember', name: 'Karim Benali' },
    });
    expect(ruleOf({ steerco: [karim], leaders: [karim] })).toEqual({
      steerco: { id: 'groups.rule.leaderAndSteerco', name: 'Karim Benali' },
    });
    expect(ruleOf({ activeMembers: [ana], followers: [karim, ana] })).toEqual({
      followers: { id: 'groups.rule.activeAndFollower', name: 'Ana Lopes' },
    });
    expect(ruleOf({ steerco: [ana], followers: [ana] })).toEqual({
      followers: { id: 'groups.rule.steercoAndMember', name: 'Ana Lopes' },
    });
  });

  it('applies the maximums and man-days like the server', () => {
    const many = Array.from({ length: GROUP_LIMITS.leaders + 1 }, (_, i) => person(`p${i}`, 'P', `${i}`));
    expect(groupFormIssues(form({ leaders: many })).leaders?.message.id).toBe('groups.rule.tooManyLeaders');
    expect(groupFormIssues(form({ man_days: '51' })).man_days?.message.id).toBe('groups.rule.manDaysMax');
    expect(groupFormIssues(form({ man_days: '50' }))).toEqual({});
    expect(groupFormIssues(form({ man_days: '2.5' })).man_days?.message.id).toBe('form.error.invalid');
  });

  it('wants a name, web links, and whole euros', () => {
    expect(groupFormIssues(form({ name: '  ' })).name?.message.id).toBe('form.error.required');
    expect(
      groupFormIssues(form({ assets: [{ label: 'Deck', url: 'javascript:alert(1)' }] })).assets,
    ).toBeDefined();
    expect(groupFormIssues(form({ estimated_cost: '-3' })).estimated_cost).toBeDefined();
  });
});

describe('groupInputOf and formValuesOf', () => {
  it('round-trips a group: people by id, members with their status, empty texts as null', () => {
    const group = {
      id: 'g',
      type: 'guild',
      name: 'Green IT',
      code_name: null,
      description: null,
      id_lea: 'k',
      leaders: [karim],
      steerco: [],
      members: [{ ...ana, status: 'follower' }],
      unconfirmed: [],
      active_members: 1,
      solutions: [],
      deliverables: [],
      sales_pitch: null,
      expected_results: null,
      added_value: null,
      man_days: 12,
      estimated_cost: null,
      target_markets: ['Energy'],
      assets: [],
      files: [],
      created_at: '',
      updated_at: '',
    } satisfies Group;
    expect(groupInputOf(formValuesOf(group))).toEqual({
      type: 'guild',
      name: 'Green IT',
      code_name: null,
      description: null,
      leaders: ['k'],
      steerco: [],
      members: [{ user_id: 'a', status: 'follower' }],
      solutions: [],
      deliverables: [],
      target_markets: ['Energy'],
      sales_pitch: null,
      expected_results: null,
      added_value: null,
      man_days: 12,
      estimated_cost: null,
      assets: [],
    });
  });
});
