import { describe, expect, it } from 'vitest';
import { GROUP_LIMITS, MAN_DAYS_MAX, groupBreaches, type GroupDraft } from './groups.ts';

const empty: GroupDraft = { leaders: [], steerco: [], members: [] };

describe('groupBreaches', () => {
  it('accepts an empty group and one where everyone has one place', () => {
    expect(groupBreaches(empty)).toEqual([]);
    expect(
      groupBreaches({
        leaders: ['a'],
        steerco: ['b'],
        members: [
          { user_id: 'c', status: 'active' },
          { user_id: 'd', status: 'follower' },
        ],
        man_days: MAN_DAYS_MAX,
      }),
    ).toEqual([]);
  });

  it.each([
    [{ leaders: ['x'], steerco: ['x'] }, 'steerco.0', 'leaderAndSteerco'],
    [
      { leaders: ['x'], members: [{ user_id: 'x', status: 'active' as const }] },
      'members.0',
      'leaderAndMember',
    ],
    [
      { leaders: ['x'], members: [{ user_id: 'x', status: 'follower' as const }] },
      'members.0',
      'leaderAndMember',
    ],
    [
      { steerco: ['x'], members: [{ user_id: 'x', status: 'active' as const }] },
      'members.0',
      'steercoAndMember',
    ],
    [
      { steerco: ['x'], members: [{ user_id: 'x', status: 'follower' as const }] },
      'members.0',
      'steercoAndMember',
    ],
    [
      {
        members: [
          { user_id: 'x', status: 'active' as const },
          { user_id: 'x', status: 'follower' as const },
        ],
      },
      'members.1',
      'activeAndFollower',
    ],
    [
      {
        members: [
          { user_id: 'x', status: 'follower' as const },
          { user_id: 'x', status: 'active' as const },
        ],
      },
      'members.1',
      'followerAndActive',
    ],
    [{ leaders: ['x', 'x'] }, 'leaders.1', 'listedTwice'],
  ])('finds a person in two places: %j', (lists, field, key) => {
    expect(groupBreaches({ ...empty, ...lists })).toEqual([
      { kind: 'exclusivity', field, key, user_id: 'x' },
    ]);
  });

  it.each(Object.entries(GROUP_LIMITS))('takes %s up to %i items, not one more', (field, max) => {
    const items = (n: number) =>
      Array.from({ length: n }, (_, i) =>
        field === 'members' ? { user_id: `p${i}`, status: 'active' as const } : `p${i}`,
      );
    expect(groupBreaches({ ...empty, [field]: items(max) })).toEqual([]);
    expect(groupBreaches({ ...empty, [field]: items(max + 1) })).toEqual([
      expect.objectContaining({ kind: 'limit', field, max }),
    ]);
  });

  it(`refuses more than ${MAN_DAYS_MAX} man-days`, () => {
    expect(groupBreaches({ ...empty, man_days: MAN_DAYS_MAX + 1 })).toEqual([
      { kind: 'limit', field: 'man_days', key: 'manDaysMax', max: MAN_DAYS_MAX },
    ]);
    expect(groupBreaches({ ...empty, man_days: null })).toEqual([]);
  });
});
