import { defineMessages } from 'react-intl';

export const myUnitMessages = defineMessages({
  title: { id: 'myUnit.title', defaultMessage: 'My BU/BL' },
  intro: {
    id: 'myUnit.intro',
    defaultMessage: 'The people of your business unit and business line, with their groups.',
  },
  tabs: { id: 'myUnit.tabs', defaultMessage: 'Business unit or business line' },
  businessUnit: { id: 'myUnit.businessUnit', defaultMessage: 'My business unit' },
  businessLine: { id: 'myUnit.businessLine', defaultMessage: 'My business line' },
  none: { id: 'myUnit.none', defaultMessage: 'Your profile names no business unit or business line yet.' },
  search: { id: 'myUnit.search', defaultMessage: 'Search people' },
  filters: { id: 'myUnit.filters', defaultMessage: 'People filters' },
  results: { id: 'myUnit.results', defaultMessage: 'People' },
  total: { id: 'myUnit.total', defaultMessage: '{count, plural, one {# person} other {# people}}' },
  empty: { id: 'myUnit.empty', defaultMessage: 'No one here matches' },
  name: { id: 'myUnit.name', defaultMessage: 'Name' },
  jobTitle: { id: 'myUnit.jobTitle', defaultMessage: 'Job title' },
  groups: { id: 'myUnit.groups', defaultMessage: 'Groups' },
});
