import type { SessionRecord } from './mentorshipApi';

/** An archived or published session is only read: no button changes it any more. */
export const isReadOnly = (session: Pick<SessionRecord, 'archived_at' | 'published_at'>): boolean =>
  session.archived_at !== null || session.published_at !== null;
