import { defineMessage, defineMessages } from 'react-intl';

export const feedbackMessages = {
  sentOn: defineMessage<{ date: string }>({ id: 'feedback.sentOn', defaultMessage: 'Sent {date}' }),
  fromPage: defineMessage<{ page: string }>({ id: 'feedback.fromPage', defaultMessage: 'From {page}' }),
  repliedOn: defineMessage<{ date: string }>({ id: 'feedback.repliedOn', defaultMessage: 'Reply of {date}' }),
  ...defineMessages({
    myTitle: { id: 'feedback.my.title', defaultMessage: 'My reports' },
    myIntro: {
      id: 'feedback.my.intro',
      defaultMessage: 'The issues and feedback you sent, where each stands, and the team’s replies.',
    },
    mySearch: { id: 'feedback.my.search', defaultMessage: 'Search my reports' },
    myEmpty: {
      id: 'feedback.my.empty',
      defaultMessage: 'You have sent no report yet: “Report an issue” in your avatar menu sends one.',
    },
    inboxTitle: { id: 'feedback.inbox.title', defaultMessage: 'Feedback inbox' },
    inboxIntro: {
      id: 'feedback.inbox.intro',
      defaultMessage:
        'Every issue report and feedback sent from the app: move it along, assign it, reply to its author.',
    },
    inboxSearch: { id: 'feedback.inbox.search', defaultMessage: 'Search the reports' },
    inboxEmpty: { id: 'feedback.inbox.empty', defaultMessage: 'No report matches these filters.' },
    filters: { id: 'feedback.filters', defaultMessage: 'Filters of the reports' },
    results: { id: 'feedback.results', defaultMessage: 'Reports' },
    total: { id: 'feedback.total', defaultMessage: '{count, plural, one {# report} other {# reports}}' },
    status: { id: 'feedback.status', defaultMessage: 'Status' },
    type: { id: 'feedback.type', defaultMessage: 'Type' },
    'status.new': { id: 'feedback.status.new', defaultMessage: 'New' },
    'status.in_progress': { id: 'feedback.status.in_progress', defaultMessage: 'In progress' },
    'status.done': { id: 'feedback.status.done', defaultMessage: 'Done' },
    author: { id: 'feedback.author', defaultMessage: 'Author' },
    description: { id: 'feedback.description', defaultMessage: 'Report' },
    assignee: { id: 'feedback.assignee', defaultMessage: 'Assigned to' },
    assigneeHelp: { id: 'feedback.assigneeHelp', defaultMessage: 'An administrator or an HR person' },
    nobody: { id: 'feedback.nobody', defaultMessage: 'Nobody' },
    reply: { id: 'feedback.reply', defaultMessage: 'Reply' },
    replyHelp: {
      id: 'feedback.replyHelp',
      defaultMessage: 'The author reads it on “My reports” and gets it by mail.',
    },
    noReply: { id: 'feedback.noReply', defaultMessage: 'No reply yet.' },
    handle: { id: 'feedback.handle', defaultMessage: 'Handle the report' },
    open: { id: 'feedback.open', defaultMessage: 'Open' },
    unknownAuthor: { id: 'feedback.unknownAuthor', defaultMessage: 'A former employee' },
  }),
};
