/** Where a person's pages and the people searches live, for every screen that links there. */
export const WHOS_WHO_PATH = '/who-s-who';
export const CV_LIBRARY_PATH = '/cv-library';
export const profilePath = (id: string): string => `/profile/${encodeURIComponent(id)}`;
export const resumesPath = (id: string): string => `/resumes/${encodeURIComponent(id)}`;
