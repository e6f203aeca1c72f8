import { defineMessages } from 'react-intl';

/** The password dialog's words, also the account menu's. */
export const passwordMessages = defineMessages({
  change: { id: 'layout.password.change', defaultMessage: 'Change my password' },
  choose: { id: 'layout.password.choose', defaultMessage: 'Choose my password' },
  chooseHelp: {
    id: 'layout.password.chooseHelp',
    defaultMessage: 'You will sign in with it and your firm email once you have arrived.',
  },
  current: { id: 'layout.password.current', defaultMessage: 'Current password' },
  next: { id: 'layout.password.new', defaultMessage: 'New password' },
  again: { id: 'layout.password.again', defaultMessage: 'New password, again' },
});
