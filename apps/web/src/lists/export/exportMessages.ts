import { defineMessage, defineMessages } from 'react-intl';

/** The words of a list's export (`ExportMenu`). */
export const exportMessages = {
  ...defineMessages({
    open: { id: 'lists.export.open', defaultMessage: 'Export' },
    menu: { id: 'lists.export.menu', defaultMessage: 'Export the whole list' },
    csv: { id: 'lists.export.csv', defaultMessage: 'CSV' },
    xlsx: { id: 'lists.export.xlsx', defaultMessage: 'Excel' },
    cancel: { id: 'lists.export.cancel', defaultMessage: 'Cancel' },
    starting: { id: 'lists.export.starting', defaultMessage: 'Preparing the export…' },
  }),
  rows: defineMessage<{ rows: number; total: number }>({
    id: 'lists.export.rows',
    defaultMessage: 'Exporting… {rows, number} of {total, plural, one {# row} other {# rows}}',
  }),
  bytes: defineMessage<{ size: string }>({
    id: 'lists.export.bytes',
    defaultMessage: 'Exporting… {size} received',
  }),
};
