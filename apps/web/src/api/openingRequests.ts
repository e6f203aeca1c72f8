import type { QueryClient } from '@tanstack/react-query';
import { permissionsApi, usersObject } from '@atrium/contract';
import { c13sKey, c13sPath } from './c13s';
import { http } from './http';

/** What every signed-in page waits for first: what the person may do, and their own record. */
const OPENING_OBJECTS = [permissionsApi, usersObject] as const;

type Opening = { object: (typeof OPENING_OBJECTS)[number]; answer: Promise<unknown> };
let sent: Opening[] = [];

/**
 * Sends the signed-in layout's first requests (`…/public/permissions/self`, `…/users/self`) as soon
 * as its code is evaluated, rather than once its first render has run: on a slow phone that render
 * alone takes a few hundred milliseconds, which the answers no longer wait for.
 */
export function sendOpeningRequests(): void {
  sent = OPENING_OBJECTS.map((object) => {
    const answer = http.get(c13sPath(object, 'self'), { notifyError: false });
    // Its failure is the query's to report (adoptOpeningRequests), not an unhandled rejection.
    answer.catch(() => undefined);
    return { object, answer };
  });
}

/**
 * The first data cache made takes the opening requests as its queries' first fetch (the keys of
 * useSelf), once: a cache made later, for whoever signs in next, asks the server itself.
 */
export function adoptOpeningRequests(client: QueryClient): void {
  const taken = sent;
  sent = [];
  for (const { object, answer } of taken)
    void client.prefetchQuery({ queryKey: c13sKey(object, 'self', {}), queryFn: () => answer });
}
