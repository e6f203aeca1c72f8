import { defineMessage, defineMessages } from 'react-intl';
import { personStatusMessages } from '../../layout/statusLabels';

const plain = defineMessages({
  title: { id: 'profilesTool.title', defaultMessage: 'Profiles managing tool' },
  intro: {
    id: 'profilesTool.intro',
    defaultMessage:
      'Every profile, deactivated and left people included: accounts, password resets and duplicates.',
  },
  search: { id: 'profilesTool.search', defaultMessage: 'Search profiles' },
  filters: { id: 'profilesTool.filters', defaultMessage: 'Profile filters' },
  results: { id: 'profilesTool.results', defaultMessage: 'Profiles' },
  total: { id: 'profilesTool.total', defaultMessage: '{count, plural, one {# profile} other {# profiles}}' },
  empty: { id: 'profilesTool.empty', defaultMessage: 'No profile matches' },
  status: { id: 'profilesTool.status', defaultMessage: 'Status' },
  businessUnit: { id: 'profilesTool.businessUnit', defaultMessage: 'Business unit' },
  name: { id: 'profilesTool.name', defaultMessage: 'Name' },
  actions: { id: 'profilesTool.actions', defaultMessage: 'Actions' },
  resetPassword: { id: 'profilesTool.resetPassword', defaultMessage: 'Send password reset' },
  resetPasswordBody: {
    id: 'profilesTool.resetPassword.body',
    defaultMessage:
      'They get a mail with a link to choose a new password, valid for an hour; earlier links stop working.',
  },
  sending: { id: 'profilesTool.sending', defaultMessage: 'Sending…' },
  reactivate: { id: 'profilesTool.reactivate', defaultMessage: 'Reactivate' },
  reactivateBody: {
    id: 'profilesTool.reactivate.body',
    defaultMessage: 'They sign in again with their password or a reset link, with the roles they had.',
  },
  reactivating: { id: 'profilesTool.reactivating', defaultMessage: 'Reactivating…' },
  deactivate: { id: 'profilesTool.deactivate', defaultMessage: 'Deactivate' },
  deactivateBody: {
    id: 'profilesTool.deactivate.body',
    defaultMessage:
      'Every session of theirs ends at once and they can no longer sign in; their name stays on what they did.',
  },
  deactivating: { id: 'profilesTool.deactivating', defaultMessage: 'Deactivating…' },
  edit: { id: 'profilesTool.edit', defaultMessage: 'Edit' },
  roles: { id: 'profilesTool.roles', defaultMessage: 'Roles' },
  merge: { id: 'profilesTool.merge', defaultMessage: 'Merge a duplicate' },
  mergeDuplicate: { id: 'profilesTool.merge.duplicate', defaultMessage: 'Duplicate profile' },
  mergeConfirm: { id: 'profilesTool.merge.confirm', defaultMessage: 'Merge' },
  merging: { id: 'profilesTool.merging', defaultMessage: 'Merging…' },
  cancel: { id: 'profilesTool.cancel', defaultMessage: 'Cancel' },
  newPerson: { id: 'profilesTool.newPerson', defaultMessage: 'New person' },
  firstName: { id: 'profilesTool.firstName', defaultMessage: 'First name' },
  lastName: { id: 'profilesTool.lastName', defaultMessage: 'Last name' },
  email: { id: 'profilesTool.email', defaultMessage: 'Email' },
});

/** The messages with values, typed so a screen cannot forget one. */
export const profilesToolMessages = {
  ...plain,
  // The account statuses, shared with the audit log.
  ...personStatusMessages,
  resetPasswordTitle: defineMessage<{ name: string }>({
    id: 'profilesTool.resetPassword.title',
    defaultMessage: 'Send a password reset link to {name}?',
  }),
  reactivateTitle: defineMessage<{ name: string }>({
    id: 'profilesTool.reactivate.title',
    defaultMessage: 'Reactivate the account of {name}?',
  }),
  deactivateTitle: defineMessage<{ name: string }>({
    id: 'profilesTool.deactivate.title',
    defaultMessage: 'Deactivate the account of {name}?',
  }),
  mergeTitle: defineMessage<{ name: string }>({
    id: 'profilesTool.merge.title',
    defaultMessage: 'Merge a duplicate into {name}',
  }),
  mergeSummary: defineMessage<{ name: string; duplicate: string }>({
    id: 'profilesTool.merge.summary',
    defaultMessage:
      'The records of {duplicate} move to {name}: credentials, solutions, groups (the stronger role where both are), resumes and experiences, mentorship registrations and the newcomer record. Empty fields of {name} are filled from {duplicate}, whose account is then deactivated. What was private to {duplicate} (feedback reports, notifications, private saved searches) stays with the deactivated account.',
  }),
};
