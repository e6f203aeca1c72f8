import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { adoptOpeningRequests } from '../api/openingRequests';
import { createQueryClient } from '../api/queryClient';
import {
  adoptServerAnswers,
  serverQueries,
  serverQueriesTaken,
  useServerQueryClient,
} from '../api/serverRendering';
import { ProtectedLayout, type ProtectedLayoutProps } from './ProtectedLayout';

/**
 * The protected layout with the data cache of the signed-in session. The cache is made when the
 * layout mounts and dropped with it: signing in, signing out and an expired session all pass
 * through a screen outside it, so nothing fetched for one person is ever shown to the next. The
 * sign-in screens need no cache, and do not load TanStack Query at all. A page the server rendered
 * starts from the answers it rendered with; on the server, the request's own cache is used.
 */
export function SignedInLayout(props: ProtectedLayoutProps) {
  const onServer = useServerQueryClient();
  const [queryClient] = useState(() => {
    if (onServer) return onServer;
    const client = createQueryClient();
    const rendered = serverQueries();
    if (rendered) adoptServerAnswers(client, rendered);
    else adoptOpeningRequests(client);
    return client;
  });
  // Taken once this layout is committed: a render of it that React threw away before (an input
  // before hydration ended) left them for the next, which makes its cache again (serverQueries).
  useEffect(serverQueriesTaken, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ProtectedLayout {...props} />
    </QueryClientProvider>
  );
}
