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
 * The spec's "never stale" is read as "never trust the cache without asking": staleTime 0, so a
 * screen paints from the cache at once and refetches when it mounts. Colleagues edit the same
 * records; an Infinity staleTime would show their changes only after 30 minutes. Window focus
 * does not refetch (SPEC.md §4), the interval does.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 0,
        retry: shouldRetry,
        refetchInterval: REFETCH_INTERVAL_MS,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
    },
  });
}
