import { defineMessage, defineMessages } from 'react-intl';

/** The people searches' own words (Who's who, the CV library): facets, active filters, sorts, no result. */
export const peopleSearchMessages = {
  facetValue: defineMessage<{ label: string; count: number }>({
    id: 'people.facet.value',
    defaultMessage: '{label} ({count, number})',
  }),
  showAll: defineMessage<{ count: number }>({
    id: 'people.facet.showAll',
    defaultMessage: 'Show all ({count, number})',
  }),
  removeFilter: defineMessage<{ label: string }>({
    id: 'people.facet.remove',
    defaultMessage: 'Remove the filter {label}',
  }),
  ...defineMessages({
    clearFilters: { id: 'people.facet.clear', defaultMessage: 'Clear the filters' },
    empty: {
      id: 'people.empty',
      defaultMessage: 'We are sorry! We could not find any data for your search.',
    },
    pages: { id: 'people.pages', defaultMessage: 'Result pages' },
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
  }),
};
