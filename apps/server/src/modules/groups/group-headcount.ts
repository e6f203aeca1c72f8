import { and, eq, ne, sql } from 'drizzle-orm';
import { users } from '../../platform/users/users.tables.ts';
import { groupMemberships } from './groups.tables.ts';

/**
 * The one figure both the groups overview and the managing tools show for a group's size: its
 * active members. A place counts when it is active (followers only follow), confirmed (a place a
 * leader gave without 'teams update' awaits HR) and held by someone still with the firm. Leaders
 * and the steering committee count: their places are active by rule. Needs `group_memberships`
 * joined to `users`.
 */
export const countsAsActiveMember = and(
  eq(groupMemberships.status, 'active'),
  eq(groupMemberships.confirmed, true),
  ne(users.status, 'left'),
)!;

/** `countsAsActiveMember` as a column: whether each joined place counts. */
export const activeMemberFlag = sql<boolean>`(${countsAsActiveMember})`;
