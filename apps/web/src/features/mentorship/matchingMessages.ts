import { defineMessage, defineMessages } from 'react-intl';

/** A session's matching page, and the sentences that explain a match. */
export const matchingMessages = {
  yourChoice: defineMessage<{ rank: string }>({
    id: 'mentorship.explanation.yourChoice',
    defaultMessage: 'Your {rank} choice',
  }),
  withReasons: defineMessage<{ choice: string; reasons: string }>({
    id: 'mentorship.explanation.withReasons',
    defaultMessage: '{choice}: {reasons}',
  }),
  passedFull: defineMessage<{ rank: string; name: string; seats: number; ranks: string }>({
    id: 'mentorship.explanation.passedFull',
    defaultMessage:
      'your {rank} choice ({name}) had {seats, plural, one {# seat, taken} other {# seats, all taken}} by mentees who ranked them {ranks}',
  }),
  passedLeft: defineMessage<{ rank: string; name: string }>({
    id: 'mentorship.explanation.passedLeft',
    defaultMessage: 'your {rank} choice ({name}) left the session',
  }),
  score: defineMessage<{ matched: number; mentees: number }>({
    id: 'mentorship.matching.score',
    defaultMessage: '{matched, number} of {mentees, plural, one {# mentee} other {# mentees}} matched',
  }),
  byRank: defineMessage<{ rank: string; count: number }>({
    id: 'mentorship.matching.byRank',
    defaultMessage: '{rank} choice: {count, number}',
  }),
  load: defineMessage<{ assigned: number; capacity: number }>({
    id: 'mentorship.matching.load',
    defaultMessage: '{assigned, number} / {capacity, number}',
  }),
  moveTitle: defineMessage<{ name: string }>({
    id: 'mentorship.matching.move.title',
    defaultMessage: 'Move {name}',
  }),
  favouriteOption: defineMessage<{ rank: string; name: string; assigned: number; capacity: number }>({
    id: 'mentorship.matching.move.favourite',
    defaultMessage: '{rank} choice: {name} ({assigned, number} / {capacity, number})',
  }),
  matchedAt: defineMessage<{ date: string }>({
    id: 'mentorship.matching.matchedAt',
    defaultMessage: 'Last run on {date}',
  }),
  ...defineMessages({
    manual: { id: 'mentorship.explanation.manual', defaultMessage: 'Moved by hand' },
    noRequest: { id: 'mentorship.explanation.noRequest', defaultMessage: 'Did not send a request' },
    favouritesFull: {
      id: 'mentorship.explanation.favouritesFull',
      defaultMessage: 'All three favourites were full',
    },
    back: { id: 'mentorship.matching.back', defaultMessage: 'Back to the sessions' },
    notFound: {
      id: 'mentorship.matching.notFound',
      defaultMessage: 'This session does not exist or was deleted.',
    },
    run: { id: 'mentorship.matching.run', defaultMessage: 'Run matching' },
    runHelp: {
      id: 'mentorship.matching.runHelp',
      defaultMessage: 'The matching runs during the matching period.',
    },
    publish: { id: 'mentorship.matching.publish', defaultMessage: 'Publish' },
    publishing: { id: 'mentorship.matching.publishing', defaultMessage: 'Publishing…' },
    publishTitle: { id: 'mentorship.matching.publish.title', defaultMessage: 'Publish the results?' },
    publishBody: {
      id: 'mentorship.matching.publish.body',
      defaultMessage:
        'Every participant is told their outcome. The matching can no longer be run again or changed.',
    },
    readOnly: {
      id: 'mentorship.matching.readOnly',
      defaultMessage: 'This session is published or archived: it can only be read.',
    },
    notRun: {
      id: 'mentorship.matching.notRun',
      defaultMessage: 'The matching has not run yet.',
    },
    actions: { id: 'mentorship.matching.actions', defaultMessage: 'Session actions' },
    matches: { id: 'mentorship.matching.matches', defaultMessage: 'Mentees' },
    mentors: { id: 'mentorship.matching.mentors', defaultMessage: 'Mentors’ load' },
    mentee: { id: 'mentorship.matching.field.mentee', defaultMessage: 'Mentee' },
    mentor: { id: 'mentorship.matching.field.mentor', defaultMessage: 'Mentor' },
    rank: { id: 'mentorship.matching.field.rank', defaultMessage: 'Choice' },
    explanation: { id: 'mentorship.matching.field.explanation', defaultMessage: 'Why' },
    move: { id: 'mentorship.matching.move', defaultMessage: 'Move' },
    noMentor: { id: 'mentorship.matching.noMentor', defaultMessage: 'Not matched' },
    noMentorOption: { id: 'mentorship.matching.move.none', defaultMessage: 'No mentor' },
    moveHelp: {
      id: 'mentorship.matching.move.help',
      defaultMessage: 'A mentee moves only to one of their favourites with a free seat.',
    },
    noMentees: { id: 'mentorship.matching.noMentees', defaultMessage: 'No mentee in this session.' },
  }),
};
