import { defineMessage, defineMessages } from 'react-intl';

export const solutionsMessages = {
  total: defineMessage<{ count: number }>({
    id: 'solutions.list.total',
    defaultMessage: '{count, plural, one {# solution} other {# solutions}}',
  }),
  ...defineMessages({
    catalogue: { id: 'solutions.title', defaultMessage: 'Solutions catalogue' },
    top: { id: 'solutions.topTitle', defaultMessage: 'Top Solutions' },
    search: { id: 'solutions.search', defaultMessage: 'Search the solutions' },
    empty: {
      id: 'solutions.empty',
      defaultMessage: 'We are sorry! We could not find any data for your search.',
    },
    create: { id: 'solutions.create', defaultMessage: 'New solution' },
    edit: { id: 'solutions.edit', defaultMessage: 'Edit solution' },
    back: { id: 'solutions.back', defaultMessage: 'Back to the catalogue' },
    notFound: {
      id: 'solutions.page.notFound',
      defaultMessage: 'This solution does not exist or was deleted.',
    },
    topBadge: { id: 'solutions.topBadge', defaultMessage: 'Top' },
    owners: { id: 'solutions.field.owners', defaultMessage: 'Owners' },
    markets: { id: 'solutions.field.markets', defaultMessage: 'Target markets' },
    tags: { id: 'solutions.field.tags', defaultMessage: 'Tags' },
    name: { id: 'solutions.field.name', defaultMessage: 'Name' },
    summary: { id: 'solutions.field.summary', defaultMessage: 'Summary' },
    description: { id: 'solutions.field.description', defaultMessage: 'Description' },
    scope: { id: 'solutions.field.scope', defaultMessage: 'Scope' },
    driveUrl: { id: 'solutions.field.driveUrl', defaultMessage: 'Shared drive' },
    deckUrl: { id: 'solutions.field.deckUrl', defaultMessage: 'Deck' },
    pitchMailUrl: { id: 'solutions.field.pitchMailUrl', defaultMessage: 'Pitch mail' },
    topFlag: { id: 'solutions.field.top', defaultMessage: 'Top solution' },
    listHelp: { id: 'solutions.field.listHelp', defaultMessage: 'Press Enter after each one' },
    links: { id: 'solutions.links', defaultMessage: 'Links' },
  }),
};
