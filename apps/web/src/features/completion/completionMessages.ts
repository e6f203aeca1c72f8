import { defineMessage, defineMessages } from 'react-intl';

/** The completion dashboard's words (`/completion-profiles`). */
export const completionMessages = {
  percent: defineMessage<{ value: number }>({ id: 'completion.percent', defaultMessage: '{value, number}%' }),
  completeOf: defineMessage<{ complete: number; people: number }>({
    id: 'completion.figure.completeOf',
    defaultMessage: '{complete, number} of {people, number}',
  }),
  chartSummary: defineMessage<{ people: number; from: number; to: number }>({
    id: 'completion.chart.summary',
    defaultMessage: '{people, plural, one {# person} other {# people}} from {from}% to {to}%',
  }),
  openRow: defineMessage<{ label: string }>({
    id: 'completion.openRow',
    defaultMessage: 'Show the people of {label}',
  }),
  peopleOf: defineMessage<{ label: string }>({
    id: 'completion.peopleOf',
    defaultMessage: 'People of {label}',
  }),
  weight: defineMessage<{ field: string }>({
    id: 'completion.profile.weight',
    defaultMessage: 'Weight of {field}',
  }),
  weighted: defineMessage<{ field: string; weight: number }>({
    id: 'completion.profile.weighted',
    defaultMessage: '{field} ×{weight, number}',
  }),
  ratesTable: defineMessage<{ dimension: string }>({
    id: 'completion.rates.table',
    defaultMessage: 'Rates by {dimension}',
  }),
  deleteTitle: defineMessage<{ name: string }>({
    id: 'completion.profile.deleteTitle',
    defaultMessage: 'Delete the profile {name}?',
  }),
  measured: defineMessage<{ count: number }>({
    id: 'completion.profile.measured',
    defaultMessage: '{count, plural, one {# person measured} other {# people measured}}',
  }),
  back: defineMessage<{ dimension: string }>({
    id: 'completion.back',
    defaultMessage: 'All {dimension} rows',
  }),
  ...defineMessages({
    criterionRequired: {
      id: 'completion.profile.criterionRequired',
      defaultMessage: 'Name the population: a type, grade, business unit or job profile.',
    },
    title: { id: 'completion.title', defaultMessage: 'Profile completion rate' },
    intro: {
      id: 'completion.intro',
      defaultMessage:
        'How complete the active people’s profiles are, where to act, and what each population must fill.',
    },
    tabs: { id: 'completion.tabs', defaultMessage: 'Completion views' },
    tabRates: { id: 'completion.tab.rates', defaultMessage: 'Rates' },
    tabProfiles: { id: 'completion.tab.profiles', defaultMessage: 'Completion profiles' },
    average: { id: 'completion.figure.average', defaultMessage: 'Firm average' },
    completeShare: { id: 'completion.figure.complete', defaultMessage: 'Complete profiles' },
    people: { id: 'completion.figure.people', defaultMessage: 'People measured' },
    distribution: { id: 'completion.distribution', defaultMessage: 'Distribution of rates' },
    distributionAxis: { id: 'completion.distribution.axis', defaultMessage: 'Rate (%)' },
    peopleAxis: { id: 'completion.axis.people', defaultMessage: 'People' },
    history: { id: 'completion.history', defaultMessage: 'Firm average over time' },
    historyEmpty: {
      id: 'completion.history.empty',
      defaultMessage: 'No day recorded yet: the first point comes tonight.',
    },
    averageAxis: { id: 'completion.axis.average', defaultMessage: 'Average rate (%)' },
    by: { id: 'completion.by', defaultMessage: 'Rates by' },
    group: { id: 'completion.dimension.group', defaultMessage: 'Group' },
    notSet: { id: 'completion.notSet', defaultMessage: 'Not set' },
    averageRate: { id: 'completion.column.average', defaultMessage: 'Average rate' },
    complete: { id: 'completion.column.complete', defaultMessage: 'Complete' },
    ratesEmpty: { id: 'completion.rates.empty', defaultMessage: 'No active people to measure yet.' },
    incompleteOnly: { id: 'completion.incompleteOnly', defaultMessage: 'Incomplete only' },
    sort: { id: 'completion.sort', defaultMessage: 'Order' },
    lowestFirst: { id: 'completion.sort.lowest', defaultMessage: 'Lowest rate first' },
    highestFirst: { id: 'completion.sort.highest', defaultMessage: 'Highest rate first' },
    name: { id: 'completion.column.name', defaultMessage: 'Name' },
    rate: { id: 'completion.column.rate', defaultMessage: 'Rate' },
    missing: { id: 'completion.column.missing', defaultMessage: 'Missing fields' },
    nothingMissing: { id: 'completion.nothingMissing', defaultMessage: 'Nothing missing' },
    peopleTotal: {
      id: 'completion.people.total',
      defaultMessage: '{count, plural, one {# person} other {# people}}',
    },
    peopleEmpty: { id: 'completion.people.empty', defaultMessage: 'No one here.' },
    export: { id: 'completion.export', defaultMessage: 'Export' },
    exportCsv: { id: 'completion.export.csv', defaultMessage: 'CSV' },
    exportXlsx: { id: 'completion.export.xlsx', defaultMessage: 'Excel' },
    addProfile: { id: 'completion.profile.add', defaultMessage: 'Add a profile' },
    editProfile: { id: 'completion.profile.edit', defaultMessage: 'Edit the profile' },
    edit: { id: 'completion.profile.editAction', defaultMessage: 'Edit' },
    delete: { id: 'completion.profile.deleteAction', defaultMessage: 'Delete' },
    deleteBody: {
      id: 'completion.profile.deleteBody',
      defaultMessage:
        'Its people will be measured against the next most specific profile, and every rate recomputed.',
    },
    isDefault: { id: 'completion.profile.default', defaultMessage: 'Default' },
    everyone: {
      id: 'completion.profile.everyone',
      defaultMessage: 'Everyone not matched by another profile',
    },
    population: { id: 'completion.profile.population', defaultMessage: 'Population' },
    fields: { id: 'completion.profile.fields', defaultMessage: 'Fields and weights' },
    target: { id: 'completion.profile.target', defaultMessage: 'Target' },
    profilesEmpty: { id: 'completion.profiles.empty', defaultMessage: 'No completion profile yet.' },
    profileName: { id: 'completion.profile.name', defaultMessage: 'Name' },
    employmentType: { id: 'completion.profile.employmentType', defaultMessage: 'Type' },
    anyType: { id: 'completion.profile.anyType', defaultMessage: 'Any type' },
    employee: { id: 'completion.profile.employee', defaultMessage: 'Employee' },
    contractor: { id: 'completion.profile.contractor', defaultMessage: 'Contractor' },
    jobProfile: { id: 'completion.profile.jobProfile', defaultMessage: 'Job profile' },
    populationHelp: {
      id: 'completion.profile.populationHelp',
      defaultMessage:
        'A criterion left empty matches anyone; a person is measured by the most specific profile of their population.',
    },
    defaultHelp: {
      id: 'completion.profile.defaultHelp',
      defaultMessage: 'The default profile measures everyone no other profile does: it has no population.',
    },
    targetLabel: { id: 'completion.profile.targetLabel', defaultMessage: 'Target (%)' },
    targetHelp: {
      id: 'completion.profile.targetHelp',
      defaultMessage: 'From this rate, a profile counts as complete.',
    },
    fieldsRequired: { id: 'completion.profile.fieldsRequired', defaultMessage: 'Choose at least one field' },
  }),
};
