import { ROLES, type UserRolesInput } from '@atrium/contract';

export type AssignableRole = UserRolesInput['roles'][number];

/** Guest is every signed-in person's role: it is never assigned nor sent (the contract refuses it). */
export const ASSIGNABLE_ROLES = ROLES.filter((role): role is AssignableRole => role !== 'guest');

export const isAssignableRole = (role: string): role is AssignableRole =>
  (ASSIGNABLE_ROLES as readonly string[]).includes(role);
