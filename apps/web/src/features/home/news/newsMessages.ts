import { defineMessage, defineMessages } from 'react-intl';

export const newsMessages = {
  publishedOn: defineMessage<{ date: string }>({
    id: 'news.publishedOn',
    defaultMessage: 'Published {date}',
  }),
  scheduledFor: defineMessage<{ date: string }>({
    id: 'news.scheduledFor',
    defaultMessage: 'Scheduled for {date}',
  }),
  expiresOn: defineMessage<{ date: string }>({ id: 'news.expiresOn', defaultMessage: 'Until {date}' }),
  forUnits: defineMessage<{ units: string }>({ id: 'news.forUnits', defaultMessage: 'For {units}' }),
  archiveTitle: defineMessage<{ title: string }>({
    id: 'news.archiveTitle',
    defaultMessage: 'Archive “{title}”?',
  }),
  ...defineMessages({
    sectionEmpty: { id: 'news.sectionEmpty', defaultMessage: 'No news for now.' },
    title: { id: 'news.title', defaultMessage: 'News' },
    intro: { id: 'news.intro', defaultMessage: 'What is happening at the firm, pinned news first.' },
    search: { id: 'news.search', defaultMessage: 'Search the news' },
    filters: { id: 'news.filters', defaultMessage: 'Filters of the news' },
    results: { id: 'news.results', defaultMessage: 'News' },
    total: { id: 'news.total', defaultMessage: '{count, plural, one {# news item} other {# news items}}' },
    empty: { id: 'news.empty', defaultMessage: 'No news matches these filters.' },
    add: { id: 'news.add', defaultMessage: 'Write a news item' },
    edit: { id: 'news.edit', defaultMessage: 'Edit' },
    editTitle: { id: 'news.editTitle', defaultMessage: 'Edit the news item' },
    pinned: { id: 'news.pinned', defaultMessage: 'Pinned' },
    pin: { id: 'news.pin', defaultMessage: 'Pin it to the top of the home page' },
    state: { id: 'news.state', defaultMessage: 'State' },
    'state.draft': { id: 'news.state.draft', defaultMessage: 'Draft' },
    'state.scheduled': { id: 'news.state.scheduled', defaultMessage: 'Scheduled' },
    'state.published': { id: 'news.state.published', defaultMessage: 'Published' },
    'state.archived': { id: 'news.state.archived', defaultMessage: 'Archived' },
    forEveryone: { id: 'news.forEveryone', defaultMessage: 'For everyone' },
    readMore: { id: 'news.readMore', defaultMessage: 'Read more' },
    back: { id: 'news.back', defaultMessage: 'Back to the news' },
    unavailable: {
      id: 'news.unavailable',
      defaultMessage: 'This news item does not exist or is not for you.',
    },
    english: { id: 'news.english', defaultMessage: 'In English' },
    french: { id: 'news.french', defaultMessage: 'In French' },
    versionsHelp: {
      id: 'news.versionsHelp',
      defaultMessage:
        'Write it in English, in French or both: each reader sees their language, else the other.',
    },
    titleField: { id: 'news.field.title', defaultMessage: 'Title' },
    bodyField: { id: 'news.field.body', defaultMessage: 'Text (Markdown)' },
    businessUnits: { id: 'news.field.businessUnits', defaultMessage: 'Business units' },
    businessUnitsHelp: {
      id: 'news.field.businessUnitsHelp',
      defaultMessage:
        'Empty for everyone; type a business unit and press Enter to address it to that unit only.',
    },
    publishAt: { id: 'news.field.publishAt', defaultMessage: 'Publish at' },
    publishAtHelp: {
      id: 'news.field.publishAtHelp',
      defaultMessage: 'Empty keeps it a draft; a later time schedules it.',
    },
    expiresAt: { id: 'news.field.expiresAt', defaultMessage: 'Expires at' },
    cover: { id: 'news.cover', defaultMessage: 'Cover picture' },
    coverAdd: { id: 'news.coverAdd', defaultMessage: 'Choose a cover picture' },
    coverRemove: { id: 'news.coverRemove', defaultMessage: 'Remove the cover' },
    coverLater: {
      id: 'news.coverLater',
      defaultMessage: 'Save the news item first, then add its cover picture.',
    },
    archive: { id: 'news.archive', defaultMessage: 'Archive' },
    archiveBody: {
      id: 'news.archiveBody',
      defaultMessage:
        'It leaves the home page and the news list of every reader at once, and can no longer be edited.',
    },
    archiving: { id: 'news.archiving', defaultMessage: 'Archiving…' },
    actions: { id: 'news.actions', defaultMessage: 'Actions' },
  }),
};
