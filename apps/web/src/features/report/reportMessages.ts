import { defineMessage, defineMessages } from 'react-intl';

export const reportMessages = {
  counter: defineMessage<{ count: number; max: number }>({
    id: 'report.field.counter',
    defaultMessage: '{count, number} / {max, number} characters',
  }),
  ...defineMessages({
    title: { id: 'report.title', defaultMessage: 'Report an issue' },
    intro: {
      id: 'report.intro',
      defaultMessage: 'Tell us what went wrong or what could be better. The team reads every report.',
    },
    page: { id: 'report.field.page', defaultMessage: 'Page' },
    type: { id: 'report.field.type', defaultMessage: 'Type' },
    bug: { id: 'report.type.bug', defaultMessage: 'Bug' },
    improvement: { id: 'report.type.improvement', defaultMessage: 'Improvement' },
    others: { id: 'report.type.others', defaultMessage: 'Other' },
    description: { id: 'report.field.description', defaultMessage: 'Description' },
    send: { id: 'report.send', defaultMessage: 'Send' },
  }),
};
