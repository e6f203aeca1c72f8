/** The news list's address, and a news item's. */
export const NEWS_PATH = '/news';
export const newsPath = (id: string): string => `${NEWS_PATH}/${encodeURIComponent(id)}`;
