import { defineMessage, defineMessages } from 'react-intl';

export const whosWhoMessages = {
  total: defineMessage<{ count: number }>({
    id: 'people.whosWho.total',
    defaultMessage: '{count, plural, one {# person found} other {# people found}}',
  }),
  facetValue: defineMessage<{ label: string; count: number }>({
    id: 'people.facet.value',
    defaultMessage: '{label} ({count})',
  }),
  showAll: defineMessage<{ count: number }>({
    id: 'people.facet.showAll',
    defaultMessage: 'Show all ({count})',
  }),
  removeFilter: defineMessage<{ label: string }>({
    id: 'people.facet.remove',
    defaultMessage: 'Remove the filter {label}',
  }),
  ...defineMessages({
    title: { id: 'people.whosWho.title', defaultMessage: "Who's who" },
    intro: {
      id: 'people.whosWho.intro',
      defaultMessage: 'Find colleagues by name, skill, job or organisation.',
    },
    search: { id: 'people.whosWho.search', defaultMessage: 'Search by name, skill or job title' },
    filters: { id: 'people.facet.filters', defaultMessage: 'Filters' },
    showFewer: { id: 'people.facet.showFewer', defaultMessage: 'Show fewer' },
    noValues: { id: 'people.facet.none', defaultMessage: 'Nothing to filter by' },
    sort: { id: 'people.sort.label', defaultMessage: 'Sort by' },
    sortBest: { id: 'people.sort.best', defaultMessage: 'Best match' },
    sortLastName: { id: 'people.sort.lastName', defaultMessage: 'Last name (A–Z)' },
    sortLastNameDesc: { id: 'people.sort.lastNameDesc', defaultMessage: 'Last name (Z–A)' },
    sortFirstName: { id: 'people.sort.firstName', defaultMessage: 'First name (A–Z)' },
    sortJobTitle: { id: 'people.sort.jobTitle', defaultMessage: 'Job title' },
    sortGrade: { id: 'people.sort.grade', defaultMessage: 'Grade' },
    sortBusinessUnit: { id: 'people.sort.businessUnit', defaultMessage: 'Business unit' },
    results: { id: 'people.whosWho.results', defaultMessage: 'Results' },
  }),
};
