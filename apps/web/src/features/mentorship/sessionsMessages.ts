import { defineMessage, defineMessages } from 'react-intl';

/** Mentorship session administration: the list, the session dialog, archiving. */
export const sessionsMessages = {
  total: defineMessage<{ count: number }>({
    id: 'mentorship.sessions.total',
    defaultMessage: '{count, plural, one {# session} other {# sessions}}',
  }),
  archiveTitle: defineMessage<{ name: string }>({
    id: 'mentorship.sessions.archive.title',
    defaultMessage: 'Archive {name}?',
  }),
  periodStart: defineMessage<{ period: string }>({
    id: 'mentorship.sessions.field.periodStart',
    defaultMessage: '{period} starts',
  }),
  periodEnd: defineMessage<{ period: string }>({
    id: 'mentorship.sessions.field.periodEnd',
    defaultMessage: '{period} ends',
  }),
  ...defineMessages({
    title: { id: 'mentorship.sessions.title', defaultMessage: 'Mentorship session administration' },
    intro: {
      id: 'mentorship.sessions.intro',
      defaultMessage: 'Plan each year’s programme, follow registrations, run the matching and publish it.',
    },
    add: { id: 'mentorship.sessions.add', defaultMessage: 'New session' },
    edit: { id: 'mentorship.sessions.edit', defaultMessage: 'Edit session' },
    search: { id: 'mentorship.sessions.search', defaultMessage: 'Search by name' },
    filters: { id: 'mentorship.sessions.filters', defaultMessage: 'Filters' },
    results: { id: 'mentorship.sessions.results', defaultMessage: 'Sessions' },
    empty: {
      id: 'mentorship.sessions.empty',
      defaultMessage: 'We are sorry! We could not find any data for your search.',
    },
    showArchived: { id: 'mentorship.sessions.showArchived', defaultMessage: 'Show archived sessions' },
    name: { id: 'mentorship.sessions.field.name', defaultMessage: 'Name' },
    year: { id: 'mentorship.sessions.field.year', defaultMessage: 'Year' },
    phase: { id: 'mentorship.sessions.field.phase', defaultMessage: 'Phase' },
    actions: { id: 'mentorship.sessions.actions', defaultMessage: 'Actions' },
    archive: { id: 'mentorship.sessions.archive', defaultMessage: 'Archive' },
    archiving: { id: 'mentorship.sessions.archiving', defaultMessage: 'Archiving…' },
    archiveBody: {
      id: 'mentorship.sessions.archive.body',
      defaultMessage:
        'The session leaves the default views and can no longer be changed. Its participants and results are kept.',
    },
  }),
};
