import { defineMessage, defineMessages } from 'react-intl';

export const skillsMessages = {
  addNew: defineMessage<{ name: string }>({ id: 'people.tags.addNew', defaultMessage: 'Add “{name}”' }),
  ...defineMessages({
    help: {
      id: 'people.tags.help',
      defaultMessage: 'Choose from the list; if what you look for is not there, add it as a new item.',
    },
    search: { id: 'people.tags.search', defaultMessage: 'Type to search' },
    noMatch: { id: 'people.tags.noMatch', defaultMessage: 'Type to search the list' },
    loading: { id: 'people.tags.loading', defaultMessage: 'Searching…' },
    technicalTitle: { id: 'people.skills.technical', defaultMessage: 'Top technical skills' },
    sectorialTitle: { id: 'people.skills.sectorial', defaultMessage: 'Top sectorial skills' },
  }),
};
