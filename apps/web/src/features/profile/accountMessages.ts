import { defineMessage, defineMessages } from 'react-intl';

/** Closing a colleague's account, from their profile (HR, administrators). */
export const accountMessages = {
  deactivateTitle: defineMessage<{ name: string }>({
    id: 'people.account.deactivate.title',
    defaultMessage: 'Deactivate the account of {name}?',
  }),
  ...defineMessages({
    deactivate: { id: 'people.account.deactivate', defaultMessage: 'Deactivate account' },
    deactivateBody: {
      id: 'people.account.deactivate.body',
      defaultMessage:
        'Every session of theirs ends at once and they can no longer sign in. They disappear from search and pickers; their name stays on what they did. An administrator or HR can reactivate the account later.',
    },
    deactivating: { id: 'people.account.deactivate.busy', defaultMessage: 'Deactivating…' },
  }),
};
