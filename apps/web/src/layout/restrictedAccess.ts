/** Where a newcomer's restricted access keeps them until they arrive (SPEC §2, §4). */
export const RESTRICTED_PROFILE_PATH = '/restricted/profile';

/** Whether the roles are a newcomer's restricted access, which shows their own profile only. */
export const isRestricted = (roles: readonly string[]): boolean => roles.includes('newcomer');

/**
 * Where restricted access may go: the restricted profile, and the person's own resumes (the
 * resumes page's own address, which layout code may not import from its feature).
 */
export const restrictedAllows = (pathname: string, selfId: string | undefined): boolean =>
  pathname === RESTRICTED_PROFILE_PATH || (selfId !== undefined && pathname === `/resumes/${selfId}`);
