import { ACTIONS, PERMISSION_CATALOGUE, TAG_TYPES, type Role } from '@atrium/contract';

const every = (object: string, actions: readonly string[] = ACTIONS) =>
  actions.map((action) => `${object} ${action}`);

/**
 * The grants a fresh database starts with. Applied only while the policy table holds no grant,
 * so what administrators change on /permissions is never overwritten.
 */
export const DEFAULT_GRANTS: Record<Role, readonly string[]> = {
  guest: [
    'users read',
    'resume read',
    'resume create',
    'report create',
    'credentials read',
    'credentials create',
    'solutions read',
    'teams read',
    'tags read',
    'mentorship read',
    'news read',
    'tag technical',
    'tag sectorial',
    'tag certificate',
    'tag job_profile',
    'wall read',
    'wall create',
  ],
  HR: [
    ...every('users', ['read', 'create', 'update']),
    ...every('resume'),
    'resume download',
    ...every('newcomers'),
    ...every('teams', ['read', 'create', 'update']),
    ...every('mentorship'),
    ...every('news'),
    'completion read',
    'audit read',
    'assignments read',
    // Every tag type but the clients, which are the CSO's (migration 0030 grants the same).
    ...TAG_TYPES.filter((type) => type !== 'client').map((type) => `tag ${type}`),
  ],
  Management: [
    ...every('completion'),
    ...every('teams', ['read', 'create', 'update']),
    'solutions top',
    'credentials top',
    'credentials update',
    ...every('news'),
    'audit read',
    'assignments read',
  ],
  CSO: [
    // Staffing: everyone's assignments (a group leader writes their own people's without it).
    ...every('assignments'),
    'resume download',
    ...every('solutions', ['read', 'create', 'update', 'top']),
    ...every('credentials', ['read', 'create', 'update', 'top']),
    // The markets and clients lists: adding a value, renaming and merging in Tags management.
    'tag market',
    'tag client',
    'tags update',
    'tags delete',
  ],
  admin: PERMISSION_CATALOGUE,
  // Restricted access: their own profile, picture, skills and resumes (the rules keep them to their own).
  newcomer: [
    'users read',
    'resume read',
    'resume create',
    'tags read',
    'tag technical',
    'tag sectorial',
    'tag certificate',
    'tag job_profile',
  ],
};
