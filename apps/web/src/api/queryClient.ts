import { QueryClient } from '@tanstack/react-query';
import { isHttpError } from './HttpError';

/** SPEC.md §9: refetch every 30 minutes. */
export const REFETCH_INTERVAL_MS = 30 * 60 * 1000;
/** SPEC.md §4: one retry, none for the picture check (a missing picture is an answer, not a failure). */
export const QUERY_RETRIES = 1;
export const PICTURE_QUERY_RETRIES = 0;

/**
 * SPEC.md §4: one retry, whatever the failure, 4xx included (a 403 or 404 may be a moment's race
 * with a colleague's change). Not a 401: the http client has already renewed the session and
 * asked again, and a failed renewal sends to the sign-in page.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRIES) return false;
  return !(isHttpError(error) && error.status === 401);
}

/**
 * SPEC.md §4, literally: cached data is never stale (`staleTime: Infinity`), so a screen paints
 * from the cache and does not ask again when it mounts. It is refreshed every 30 minutes, not on
 * window focus, and after each write by exactly what that write made outdated: `cacheRules.ts`,
 * the one rule every write goes through (the generic hooks and the special routes alike).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        retry: shouldRetry,
        refetchInterval: REFETCH_INTERVAL_MS,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
    },
  });
}
