import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const MENTORSHIP_TABS = ['mentors', 'process'] as const;
export type MentorshipTab = (typeof MENTORSHIP_TABS)[number];

/** The page's own address parameters, which the mentors' filters keep. */
export const PAGE_PARAMS = ['session', 'tab'] as const;

/** `/mentorship?session={id}&tab=mentors|process`: the session and tab shown. */
export function useMentorshipAddress() {
  const [params, setParams] = useSearchParams();
  const tab: MentorshipTab = params.get('tab') === 'process' ? 'process' : 'mentors';
  const session = params.get('session') ?? undefined;
  // Another session or tab starts afresh: the mentors' filters belong to one session and tab.
  const show = useCallback(
    (next: { session: string; tab?: MentorshipTab }) =>
      setParams(new URLSearchParams({ session: next.session, tab: next.tab ?? tab })),
    [setParams, tab],
  );
  return { tab, session, show };
}
