import { defineMessage, defineMessages } from 'react-intl';

export const importMessages = {
  create: defineMessage<{ count: number }>({
    id: 'people.import.create',
    defaultMessage: '{count, number} new',
  }),
  update: defineMessage<{ count: number }>({
    id: 'people.import.update',
    defaultMessage: '{count, number} updated',
  }),
  unchanged: defineMessage<{ count: number }>({
    id: 'people.import.unchanged',
    defaultMessage: '{count, number} unchanged',
  }),
  refused: defineMessage<{ count: number }>({
    id: 'people.import.refused',
    defaultMessage: '{count, number} refused',
  }),
  apply: defineMessage<{ count: number }>({
    id: 'people.import.apply',
    defaultMessage: 'Import {count, plural, one {# person} other {# people}}',
  }),
  cleared: defineMessage<{ count: number; columns: string }>({
    id: 'people.import.cleared',
    defaultMessage: '{count, plural, one {# column cleared} other {# columns cleared}}: {columns}',
  }),
  updatedWith: defineMessage<{ details: string }>({
    id: 'people.import.updatedWith',
    defaultMessage: 'Updated ({details})',
  }),
  refusedBecause: defineMessage<{ reasons: string }>({
    id: 'people.import.refusedBecause',
    defaultMessage: 'Refused: {reasons}',
  }),
  refusedCell: defineMessage<{ column: string; value: string; reason: string }>({
    id: 'people.import.refusedCell',
    defaultMessage: '{column} {value}: {reason}',
  }),
  truncated: defineMessage<{ max: number }>({
    id: 'people.import.truncated',
    defaultMessage:
      'Only the first {max, number} lines of each kind are shown here: the full report has every line.',
  }),
  ...defineMessages({
    downloadReport: { id: 'people.import.downloadReport', defaultMessage: 'Download the full report' },
    open: { id: 'people.import.open', defaultMessage: 'Import people' },
    title: { id: 'people.import.title', defaultMessage: 'Import people from the HR system' },
    help: {
      id: 'people.import.help',
      defaultMessage:
        'An Excel workbook (its first sheet) or a CSV file (UTF-8, comma or semicolon separated) whose first row names the columns: email, and any of first_name, last_name (both needed for a new person), job_title, grade, position, business_unit, business_line, hub, market. People are matched by email; a column the file does not have is left as it is, an empty cell clears its field; nothing is written until you import.',
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
