import { defineMessage, defineMessages } from 'react-intl';

export const importMessages = {
  create: defineMessage<{ count: number }>({
    id: 'people.import.create',
    defaultMessage: '{count} new',
  }),
  update: defineMessage<{ count: number }>({
    id: 'people.import.update',
    defaultMessage: '{count} updated',
  }),
  unchanged: defineMessage<{ count: number }>({
    id: 'people.import.unchanged',
    defaultMessage: '{count} unchanged',
  }),
  refused: defineMessage<{ count: number }>({
    id: 'people.import.refused',
    defaultMessage: '{count} refused',
  }),
  apply: defineMessage<{ count: number }>({
    id: 'people.import.apply',
    defaultMessage: 'Import {count, plural, one {# person} other {# people}}',
  }),
  ...defineMessages({
    open: { id: 'people.import.open', defaultMessage: 'Import people' },
    title: { id: 'people.import.title', defaultMessage: 'Import people from the HR system' },
    help: {
      id: 'people.import.help',
      defaultMessage:
        'An Excel workbook (its first sheet) or a CSV file (UTF-8, comma or semicolon separated) whose first row names the columns: email, first_name, last_name, and any of job_title, grade, position, business_unit, business_line, hub, market. People are matched by email; nothing is written until you import.',
    },
    choose: { id: 'people.import.choose', defaultMessage: 'Choose a file' },
    check: { id: 'people.import.check', defaultMessage: 'Check the file' },
    cancel: { id: 'people.import.cancel', defaultMessage: 'Cancel' },
    row: { id: 'people.import.row', defaultMessage: 'Row' },
    email: { id: 'people.import.email', defaultMessage: 'Email' },
    outcome: { id: 'people.import.outcome', defaultMessage: 'What happens' },
    createRow: { id: 'people.import.createRow', defaultMessage: 'New person' },
    updateRow: { id: 'people.import.updateRow', defaultMessage: 'Updated' },
    unchangedRow: { id: 'people.import.unchangedRow', defaultMessage: 'Unchanged' },
    refusedRow: { id: 'people.import.refusedRow', defaultMessage: 'Refused' },
  }),
};
