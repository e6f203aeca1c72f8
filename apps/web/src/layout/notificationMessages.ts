import { defineMessage, defineMessages } from 'react-intl';

type Sentence = { name: string; excerpt: string };

export const notificationMessages = {
  bell: defineMessage<{ count: number }>({
    id: 'notifications.bell',
    defaultMessage:
      '{count, plural, =0 {Notifications} one {Notifications, # unread} other {Notifications, # unread}}',
  }),
  mention: defineMessage<Sentence>({
    id: 'notifications.kind.mention',
    defaultMessage: '{name} mentioned you: “{excerpt}”',
  }),
  comment: defineMessage<Sentence>({
    id: 'notifications.kind.comment',
    defaultMessage: '{name} commented on your post: “{excerpt}”',
  }),
  reaction: defineMessage<Sentence>({
    id: 'notifications.kind.reaction',
    defaultMessage: '{name} liked your post “{excerpt}”',
  }),
  feedback_reply: defineMessage<Sentence>({
    id: 'notifications.kind.feedbackReply',
    defaultMessage: '{name} replied to your feedback: “{excerpt}”',
  }),
  contribution: defineMessage<Sentence>({
    id: 'notifications.kind.contribution',
    defaultMessage: '{name} named you a contributor of “{excerpt}”: confirm it on the credential',
  }),
  assignment: defineMessage<Sentence>({
    id: 'notifications.kind.assignment',
    defaultMessage: '{name} staffed you: “{excerpt}”',
  }),
  ...defineMessages({
    title: { id: 'notifications.title', defaultMessage: 'Notifications' },
    empty: { id: 'notifications.empty', defaultMessage: 'No notifications yet' },
    markAll: { id: 'notifications.markAll', defaultMessage: 'Mark all as read' },
    more: { id: 'notifications.more', defaultMessage: 'Show older notifications' },
    unread: { id: 'notifications.unread', defaultMessage: 'Unread' },
    someone: { id: 'notifications.someone', defaultMessage: 'Atrium' },
    loadFailed: { id: 'notifications.loadFailed', defaultMessage: 'The notifications could not be loaded' },
    staffingDigest: {
      id: 'notifications.staffingDigest',
      defaultMessage: 'Mail me each Monday who rolls off in the next two weeks',
    },
  }),
};
