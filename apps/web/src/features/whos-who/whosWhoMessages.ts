import { defineMessage, defineMessages } from 'react-intl';

export const whosWhoMessages = {
  total: defineMessage<{ count: number }>({
    id: 'people.whosWho.total',
    defaultMessage: '{count, plural, one {# person found} other {# people found}}',
  }),
  ...defineMessages({
    title: { id: 'people.whosWho.title', defaultMessage: "Who's who" },
    intro: {
      id: 'people.whosWho.intro',
      defaultMessage: 'Find colleagues by name, skill, job or organisation.',
    },
    search: { id: 'people.whosWho.search', defaultMessage: 'Search by name, skill or job title' },
    filters: { id: 'people.facet.filters', defaultMessage: 'Filters' },
    results: { id: 'people.whosWho.results', defaultMessage: 'Results' },
  }),
};
