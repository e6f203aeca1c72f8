import { defineMessages } from 'react-intl';

export const auditLogMessages = defineMessages({
  title: { id: 'auditLog.title', defaultMessage: 'Audit log' },
  intro: {
    id: 'auditLog.intro',
    defaultMessage:
      'Every change to people, roles and permissions, credentials, solutions, groups, tags, newcomers and campaigns: who made it, when, and what changed. Nobody can edit or delete it.',
  },
  search: { id: 'auditLog.search', defaultMessage: 'Search the log' },
  filters: { id: 'auditLog.filters', defaultMessage: 'Filters of the audit log' },
  results: { id: 'auditLog.results', defaultMessage: 'Changes recorded' },
  who: { id: 'auditLog.who', defaultMessage: 'Who' },
  object: { id: 'auditLog.object', defaultMessage: 'What' },
  action: { id: 'auditLog.action', defaultMessage: 'Action' },
  recordId: { id: 'auditLog.recordId', defaultMessage: 'Record id' },
  recordIdInvalid: {
    id: 'auditLog.recordIdInvalid',
    defaultMessage: 'Paste a record’s id (as in its address)',
  },
  since: { id: 'auditLog.since', defaultMessage: 'From' },
  until: { id: 'auditLog.until', defaultMessage: 'To' },
  sameRecord: { id: 'auditLog.sameRecord', defaultMessage: 'This record’s history' },
  total: {
    id: 'auditLog.total',
    defaultMessage: '{count, plural, one {# change} other {# changes}}',
  },
  empty: { id: 'auditLog.empty', defaultMessage: 'No change matches these filters.' },
});
