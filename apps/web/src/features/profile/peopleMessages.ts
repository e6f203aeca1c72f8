import { defineMessages } from 'react-intl';

export const commonMessages = defineMessages({
  cancel: { id: 'people.cancel', defaultMessage: 'Cancel' },
  notSpecified: { id: 'people.notSpecified', defaultMessage: 'Not specified' },
});
