import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const MENTORSHIP_TABS = ['mentors', 'process'] as const;
export type MentorshipTab = (typeof MENTORSHIP_TABS)[number];

/** The page's own address parameters, which the mentors' filters keep. */
export const PAGE_PARAMS = ['session', 'tab', 'archived'] as const;

/**
 * `/mentorship?session={id}&tab=mentors|process&archived=true`: the session and tab shown, and
 * whether the sessions to choose from are the archived ones (a participant's past outcomes).
 */
export function useMentorshipAddress() {
  const [params, setParams] = useSearchParams();
  const tab: MentorshipTab = params.get('tab') === 'process' ? 'process' : 'mentors';
  const session = params.get('session') ?? undefined;
  const archived = params.get('archived') === 'true';
  // Another session or tab starts afresh: the mentors' filters belong to one session and tab.
  const show = useCallback(
    (next: { session: string; tab?: MentorshipTab }) =>
      setParams(
        new URLSearchParams({
          session: next.session,
          tab: next.tab ?? tab,
          ...(archived && { archived: 'true' }),
        }),
      ),
    [setParams, tab, archived],
  );
  // The other list of sessions: its first one is shown, in the same tab.
  const showArchived = useCallback(
    (checked: boolean) => setParams(new URLSearchParams({ tab, ...(checked && { archived: 'true' }) })),
    [setParams, tab],
  );
  return { tab, session, archived, show, showArchived };
}
