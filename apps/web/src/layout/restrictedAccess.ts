/** Where a newcomer's restricted access keeps them until they arrive (SPEC §2, §4). */
export const RESTRICTED_PROFILE_PATH = '/restricted/profile';

/** Whether the roles are a newcomer's restricted access, which shows their own profile only. */
export const isRestricted = (roles: readonly string[]): boolean => roles.includes('newcomer');
