import { defineMessage, defineMessages } from 'react-intl';

export const tagPickerMessages = {
  addNew: defineMessage<{ name: string }>({ id: 'forms.tags.addNew', defaultMessage: 'Add “{name}”' }),
  atMost: defineMessage<{ max: number }>({
    id: 'forms.tags.atMost',
    defaultMessage: 'A maximum of {max, number} items of this type',
  }),
  ...defineMessages({
    search: { id: 'forms.tags.search', defaultMessage: 'Type to search' },
    noMatch: { id: 'forms.tags.noMatch', defaultMessage: 'Type to search the list' },
    loading: { id: 'forms.tags.loading', defaultMessage: 'Searching…' },
    notListed: {
      id: 'forms.tags.notListed',
      defaultMessage: 'Not in the list: choose one of its values (those who manage the list add new ones)',
    },
  }),
};
