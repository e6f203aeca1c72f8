import { defineMessage, defineMessages } from 'react-intl';

export const mailMessages = {
  total: defineMessage<{ count: number }>({
    id: 'mail.total',
    defaultMessage: '{count, plural, one {# mail} other {# mails}}',
  }),
  attempts: defineMessage<{ count: number }>({
    id: 'mail.attempts',
    defaultMessage: '{count, plural, one {# attempt} other {# attempts}}',
  }),
  ...defineMessages({
    title: { id: 'mail.title', defaultMessage: 'Mail delivery' },
    intro: {
      id: 'mail.intro',
      defaultMessage:
        'Every mail Atrium sends goes through this outbox. A refused mail is tried again for some hours; after the last attempt it is marked failed, with what the mail server said.',
    },
    search: { id: 'mail.search', defaultMessage: 'Search by recipient or subject' },
    filters: { id: 'mail.filters', defaultMessage: 'About delivery' },
    results: { id: 'mail.results', defaultMessage: 'Mails' },
    tabs: { id: 'mail.tabs', defaultMessage: 'Mails by state' },
    failed: { id: 'mail.state.failed', defaultMessage: 'Failed' },
    waiting: { id: 'mail.state.waiting', defaultMessage: 'Waiting' },
    sent: { id: 'mail.state.sent', defaultMessage: 'Sent' },
    empty: { id: 'mail.empty', defaultMessage: 'No mail in this state.' },
    to: { id: 'mail.to', defaultMessage: 'To' },
    subject: { id: 'mail.subject', defaultMessage: 'Subject' },
    created: { id: 'mail.created', defaultMessage: 'Written' },
    outcome: { id: 'mail.outcome', defaultMessage: 'Delivery' },
    retry: { id: 'mail.retry', defaultMessage: 'Send again' },
    waitingHelp: {
      id: 'mail.waitingHelp',
      defaultMessage:
        'Waiting mails are queued or being retried. Without a mail server (SMTP_URL) they stay here unsent.',
    },
    failedHelp: {
      id: 'mail.failedHelp',
      defaultMessage:
        'Fix the cause (the mail server, an address), then send a failed mail again: it gets a fresh set of attempts.',
    },
  }),
};
