import { defineMessage, defineMessages } from 'react-intl';

/** What both mentorship screens say: ranks, periods' dates, a session's counters. */
export const mentorshipMessages = {
  ordinal: defineMessage<{ rank: number }>({
    id: 'mentorship.ordinal',
    defaultMessage: '{rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  }),
  period: defineMessage<{ start: string; end: string }>({
    id: 'mentorship.period.range',
    defaultMessage: '{start} → {end}',
  }),
  counterMentors: defineMessage<{ count: number }>({
    id: 'mentorship.counter.mentors',
    defaultMessage: '{count, plural, one {# mentor} other {# mentors}}',
  }),
  counterMentees: defineMessage<{ count: number }>({
    id: 'mentorship.counter.mentees',
    defaultMessage: '{count, plural, one {# mentee} other {# mentees}}',
  }),
  counterRequests: defineMessage<{ count: number }>({
    id: 'mentorship.counter.requests',
    defaultMessage: '{count, plural, one {# request sent} other {# requests sent}}',
  }),
  counterSeatsLeft: defineMessage<{ count: number }>({
    id: 'mentorship.counter.seatsLeft',
    defaultMessage: '{count, plural, one {# seat left} other {# seats left}}',
  }),
  ...defineMessages({
    counters: { id: 'mentorship.counters', defaultMessage: 'Participants' },
    periods: { id: 'mentorship.periods', defaultMessage: 'Periods' },
  }),
};

/** Where a session stands, by MENTORSHIP_PHASES. */
export const phaseMessages = defineMessages({
  upcoming: { id: 'mentorship.phase.upcoming', defaultMessage: 'Upcoming' },
  registration: { id: 'mentorship.phase.registration', defaultMessage: 'Registration' },
  selection: { id: 'mentorship.phase.selection', defaultMessage: 'Selection' },
  matching: { id: 'mentorship.phase.matching', defaultMessage: 'Matching' },
  closed: { id: 'mentorship.phase.closed', defaultMessage: 'Closed' },
  archived: { id: 'mentorship.phase.archived', defaultMessage: 'Archived' },
});

/** A session's periods, by MENTORSHIP_PERIODS. */
export const periodMessages = defineMessages({
  mentor_registration: { id: 'mentorship.period.mentor_registration', defaultMessage: 'Mentor registration' },
  mentee_registration: { id: 'mentorship.period.mentee_registration', defaultMessage: 'Mentee registration' },
  selection: { id: 'mentorship.period.selection', defaultMessage: 'Selection' },
  matching: { id: 'mentorship.period.matching', defaultMessage: 'Matching' },
});

/** A participant's role, by MENTORSHIP_ROLES. */
export const roleMessages = defineMessages({
  mentor: { id: 'mentorship.role.mentor', defaultMessage: 'Mentor' },
  mentee: { id: 'mentorship.role.mentee', defaultMessage: 'Mentee' },
});
