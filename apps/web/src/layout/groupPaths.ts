import type { GroupType } from '@atrium/contract';

/** The page of a group: `/team/{id}`, `/squad/{id}`, `/chapter/{id}` or `/guild/{id}` (SPEC.md §2). */
export const groupPath = (group: { type: GroupType; id: string }) =>
  `/${group.type}/${encodeURIComponent(group.id)}`;

/** The overview of every group. */
export const GROUPS_PATH = '/teams-and-guilds';
