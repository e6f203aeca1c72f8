import { GROUP_TYPES, type GroupType } from '@atrium/contract';

/** The overview's tabs: every group, one type, or (for managers) the people lists. */
export const GROUPS_TABS = ['all', ...GROUP_TYPES, 'without_team', 'without_guild'] as const;
export type GroupsTab = (typeof GROUPS_TABS)[number];

export const isGroupType = (tab: string): tab is GroupType =>
  (GROUP_TYPES as readonly string[]).includes(tab);

/** The tab named in the address, `all` when none or an unknown one (SPEC.md §3: teams tab default 'all'). */
export function tabFrom(value: string | null, managing: boolean): GroupsTab {
  const tab = GROUPS_TABS.find((candidate) => candidate === value) ?? 'all';
  return tab.startsWith('without_') && !managing ? 'all' : tab;
}
