import { defineMessage, defineMessages } from 'react-intl';

export const benchMessages = {
  total: defineMessage<{ count: number }>({
    id: 'bench.total',
    defaultMessage: '{count, plural, one {# person on the Bench} other {# people on the Bench}}',
  }),
  importApply: defineMessage<{ count: number }>({
    id: 'bench.import.apply',
    defaultMessage: 'Import {count, plural, one {# assignment} other {# assignments}}',
  }),
  ...defineMessages({
    importOpen: { id: 'bench.import.open', defaultMessage: 'Import assignments' },
    importTitle: {
      id: 'bench.import.title',
      defaultMessage: 'Import assignments from the resource-planning tool',
    },
    importHelp: {
      id: 'bench.import.help',
      defaultMessage:
        'An Excel workbook (its first sheet) or a CSV file (UTF-8, comma or semicolon separated) whose first row names the columns: external_id, email, client, start_date, allocation, and any of project, role, end_date (empty: open-ended), status (confirmed or tentative; empty: confirmed). Assignments are matched by external id; the person by email, the client in the firm’s list; a confirmed overbooking is refused; nothing is written until you import.',
    },
    importCreateRow: { id: 'bench.import.createRow', defaultMessage: 'New assignment' },
    tab: { id: 'bench.tab', defaultMessage: 'Bench' },
    title: { id: 'bench.title', defaultMessage: 'Bench' },
    intro: {
      id: 'bench.intro',
      defaultMessage:
        'Who is at least half free this week, and who rolls off within the next four weeks, by business unit.',
    },
    state: { id: 'bench.state', defaultMessage: 'Show' },
    both: { id: 'bench.state.both', defaultMessage: 'Free now and rolling off' },
    free: { id: 'bench.state.free', defaultMessage: 'Free now' },
    rolling_off: { id: 'bench.state.rollingOff', defaultMessage: 'Rolling off within 4 weeks' },
    empty: {
      id: 'bench.empty',
      defaultMessage: 'Nobody is on the Bench: everyone is booked for the next four weeks.',
    },
    name: { id: 'bench.column.name', defaultMessage: 'Name' },
    noUnit: { id: 'bench.noUnit', defaultMessage: 'No business unit' },
    availability: { id: 'bench.column.availability', defaultMessage: 'Availability' },
    skills: { id: 'bench.column.skills', defaultMessage: 'Top skills' },
    search: { id: 'bench.search', defaultMessage: 'Search the Bench by name, skill or title' },
  }),
};
