import { defineMessage, defineMessages } from 'react-intl';
import { newcomerStatusMessages } from '../../layout/statusLabels';

export const newcomersMessages = {
  // The statuses, shared with the audit log.
  ...newcomerStatusMessages,
  total: defineMessage<{ count: number }>({
    id: 'newcomers.total',
    defaultMessage: '{count, plural, one {# newcomer} other {# newcomers}}',
  }),
  /** A status tab with how many newcomers it holds under the search and filters. */
  tabCount: defineMessage<{ label: string; count: number }>({
    id: 'newcomers.tab.count',
    defaultMessage: '{label} ({count, number})',
  }),
  arriveTitle: defineMessage<{ name: string }>({
    id: 'newcomers.arrive.title',
    defaultMessage: 'Mark {name} as arrived?',
  }),
  leaveTitle: defineMessage<{ name: string }>({
    id: 'newcomers.leave.title',
    defaultMessage: 'Mark {name} as left?',
  }),
  revokeLinkTitle: defineMessage<{ name: string }>({
    id: 'newcomers.revokeLink.title',
    defaultMessage: 'Revoke the welcome link of {name}?',
  }),
  ...defineMessages({
    revokeLink: { id: 'newcomers.revokeLink', defaultMessage: 'Revoke link' },
    revokeLinkBody: {
      id: 'newcomers.revokeLink.body',
      defaultMessage:
        'The link stops opening Atrium at once. The newcomer goes back to “To prepare”: send a new link when they need one.',
    },
    revokingLink: { id: 'newcomers.revokeLink.busy', defaultMessage: 'Revoking…' },
    title: { id: 'newcomers.title', defaultMessage: 'Newcomers management' },
    intro: {
      id: 'newcomers.intro',
      defaultMessage: 'Prepare arrivals, send the welcome link, and close the accounts of those who leave.',
    },
    add: { id: 'newcomers.add', defaultMessage: 'Add a newcomer' },
    edit: { id: 'newcomers.edit', defaultMessage: 'Edit newcomer' },
    search: { id: 'newcomers.search', defaultMessage: 'Search by name or email' },
    filters: { id: 'newcomers.filters', defaultMessage: 'Filters' },
    results: { id: 'newcomers.results', defaultMessage: 'Newcomers' },
    empty: {
      id: 'newcomers.empty',
      defaultMessage: 'We are sorry! We could not find any data for your search.',
    },
    tabs: { id: 'newcomers.tabs', defaultMessage: 'Status' },
    leavingThisWeek: { id: 'newcomers.leavingThisWeek', defaultMessage: 'Leaving this week' },
    arrive: { id: 'newcomers.arrive', defaultMessage: 'Mark arrived' },
    arriveBody: {
      id: 'newcomers.arrive.body',
      defaultMessage: 'Their restricted access ends: they become a colleague, shown in Who’s who.',
    },
    leave: { id: 'newcomers.leave', defaultMessage: 'Mark left' },
    leaveBody: {
      id: 'newcomers.leave.body',
      defaultMessage:
        'Their account is closed and every session ends at once. They disappear from search and pickers; their name stays on what they did. This cannot be undone.',
    },
    actions: { id: 'newcomers.actions', defaultMessage: 'Actions' },
    name: { id: 'newcomers.field.name', defaultMessage: 'Name' },
    type: { id: 'newcomers.field.type', defaultMessage: 'Type' },
    firstName: { id: 'newcomers.field.firstName', defaultMessage: 'First name' },
    lastName: { id: 'newcomers.field.lastName', defaultMessage: 'Last name' },
    email: { id: 'newcomers.field.email', defaultMessage: 'Firm email' },
    emailHelp: {
      id: 'newcomers.field.emailHelp',
      defaultMessage: 'Made from their name; change it if needed',
    },
    personalEmail: { id: 'newcomers.field.personalEmail', defaultMessage: 'Personal email' },
    personalEmailHelp: {
      id: 'newcomers.field.personalEmailHelp',
      defaultMessage: 'Where the welcome link goes',
    },
    arrivalDate: { id: 'newcomers.field.arrivalDate', defaultMessage: 'Arrival date' },
    arrivalMonth: { id: 'newcomers.field.arrivalMonth', defaultMessage: 'Arrival month' },
    departureDate: { id: 'newcomers.field.departureDate', defaultMessage: 'Departure date' },
    departureHelp: {
      id: 'newcomers.field.departureHelp',
      defaultMessage: 'Required for a contractor',
    },
    businessLine: { id: 'newcomers.field.businessLine', defaultMessage: 'Business line' },
    hub: { id: 'newcomers.field.hub', defaultMessage: 'Hub' },
    secondaryBusinessLines: {
      id: 'newcomers.field.secondaryBusinessLines',
      defaultMessage: 'Secondary business lines',
    },
    secondaryHubs: { id: 'newcomers.field.secondaryHubs', defaultMessage: 'Secondary hubs' },
    listHelp: { id: 'newcomers.field.listHelp', defaultMessage: 'Press Enter after each one' },
    licence: { id: 'newcomers.field.licence', defaultMessage: 'Microsoft licence' },
    status: { id: 'newcomers.field.status', defaultMessage: 'Status' },
    addedBy: { id: 'newcomers.field.addedBy', defaultMessage: 'Added by' },
    employee: { id: 'newcomers.type.employee', defaultMessage: 'Employee' },
    contractor: { id: 'newcomers.type.contractor', defaultMessage: 'Contractor' },
    none: { id: 'newcomers.licence.none', defaultMessage: 'None' },
    language: { id: 'newcomers.field.language', defaultMessage: 'Language of their mails' },
    en: { id: 'newcomers.language.en', defaultMessage: 'English' },
    fr: { id: 'newcomers.language.fr', defaultMessage: 'French' },
    sendLink: { id: 'newcomers.sendLink', defaultMessage: 'Send link' },
    resendLink: { id: 'newcomers.resendLink', defaultMessage: 'Resend link' },
  }),
};
