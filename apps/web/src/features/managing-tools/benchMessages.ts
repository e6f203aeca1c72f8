import { defineMessage, defineMessages } from 'react-intl';

export const benchMessages = {
  total: defineMessage<{ count: number }>({
    id: 'bench.total',
    defaultMessage: '{count, plural, one {# person on the Bench} other {# people on the Bench}}',
  }),
  ...defineMessages({
    tab: { id: 'bench.tab', defaultMessage: 'Bench' },
    title: { id: 'bench.title', defaultMessage: 'Bench' },
    intro: {
      id: 'bench.intro',
      defaultMessage:
        'Who is at least half free this week, and who rolls off within the next four weeks, by business unit.',
    },
    state: { id: 'bench.state', defaultMessage: 'Show' },
    both: { id: 'bench.state.both', defaultMessage: 'Free now and rolling off' },
    free: { id: 'bench.state.free', defaultMessage: 'Free now' },
    rolling_off: { id: 'bench.state.rollingOff', defaultMessage: 'Rolling off within 4 weeks' },
    empty: {
      id: 'bench.empty',
      defaultMessage: 'Nobody is on the Bench: everyone is booked for the next four weeks.',
    },
    name: { id: 'bench.column.name', defaultMessage: 'Name' },
    businessUnit: { id: 'bench.column.businessUnit', defaultMessage: 'Business unit' },
    availability: { id: 'bench.column.availability', defaultMessage: 'Availability' },
    skills: { id: 'bench.column.skills', defaultMessage: 'Top skills' },
    search: { id: 'bench.search', defaultMessage: 'Search the Bench by name, skill or title' },
  }),
};
