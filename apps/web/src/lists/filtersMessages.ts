import { defineMessage, defineMessages } from 'react-intl';

/** The words of a list's filters behind a button on a narrow screen (`FiltersDrawer`). */
export const filtersMessages = {
  ...defineMessages({
    close: { id: 'lists.filters.close', defaultMessage: 'Close the filters' },
    showResults: { id: 'lists.filters.showResults', defaultMessage: 'Show the results' },
  }),
  open: defineMessage<{ count: number }>({
    id: 'lists.filters.open',
    defaultMessage: 'Filters{count, plural, =0 {} other { (#)}}',
  }),
};
