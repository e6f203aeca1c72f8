import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { adoptOpeningRequests } from '../api/openingRequests';
import { createQueryClient } from '../api/queryClient';
import { ProtectedLayout, type ProtectedLayoutProps } from './ProtectedLayout';

/**
 * The protected layout with the data cache of the signed-in session. The cache is made when the
 * layout mounts and dropped with it: signing in, signing out and an expired session all pass
 * through a screen outside it, so nothing fetched for one person is ever shown to the next. The
 * sign-in screens need no cache, and do not load TanStack Query at all.
 */
export function SignedInLayout(props: ProtectedLayoutProps) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    adoptOpeningRequests(client);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <ProtectedLayout {...props} />
    </QueryClientProvider>
  );
}
