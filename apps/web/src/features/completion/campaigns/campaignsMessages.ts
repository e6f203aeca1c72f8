import type { CampaignMove } from '@atrium/contract';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import { campaignStatusMessages } from '../../../layout/statusLabels';

export const campaignsMessages = {
  total: defineMessage<{ count: number }>({
    id: 'campaigns.total',
    defaultMessage: '{count, plural, one {# campaign} other {# campaigns}}',
  }),
  previewCount: defineMessage<{ count: number }>({
    id: 'campaigns.preview.count',
    defaultMessage: '{count, plural, one {# person today} other {# people today}}',
  }),
  previewMore: defineMessage<{ count: number }>({
    id: 'campaigns.preview.more',
    defaultMessage: 'and {count, number} more',
  }),
  insert: defineMessage<{ field: string }>({
    id: 'campaigns.merge.insert',
    defaultMessage: 'Insert {field}',
  }),
  deleteTitle: defineMessage<{ name: string }>({
    id: 'campaigns.delete.title',
    defaultMessage: 'Delete the campaign “{name}”?',
  }),
  remindersSent: defineMessage<{ count: number; max: number }>({
    id: 'campaigns.schedule.remindersSent',
    defaultMessage: '{count, number} of {max, number} reminders sent',
  }),
  everyDays: defineMessage<{ count: number }>({
    id: 'campaigns.schedule.everyDays',
    defaultMessage: 'Every {count, plural, one {# day} other {# days}}',
  }),
  atMostReminders: defineMessage<{ count: number }>({
    id: 'campaigns.schedule.atMostReminders',
    defaultMessage: '{count, plural, one {# reminder at most} other {# reminders at most}}',
  }),
  rateBelowValue: defineMessage<{ rate: number }>({
    id: 'campaigns.target.rateBelowValue',
    defaultMessage: 'Completion below {rate} %',
  }),
  stepShare: defineMessage<{ count: number; share: number }>({
    id: 'campaigns.funnel.share',
    defaultMessage: '{count, number} ({share} %)',
  }),
  conversion: defineMessage<{ share: number }>({
    id: 'campaigns.funnel.conversion',
    defaultMessage: '{share} % completed',
  }),
  ...defineMessages({
    title: { id: 'campaigns.title', defaultMessage: 'Smart campaigns' },
    intro: {
      id: 'campaigns.intro',
      defaultMessage:
        'Mail the people whose profile misses something, remind them on a schedule, and follow who completes it.',
    },
    add: { id: 'campaigns.add', defaultMessage: 'New campaign' },
    edit: { id: 'campaigns.edit', defaultMessage: 'Edit campaign' },
    search: { id: 'campaigns.search', defaultMessage: 'Search by name' },
    empty: {
      id: 'campaigns.empty',
      defaultMessage:
        'No campaign here yet. A campaign mails everyone whose profile misses the fields you choose, with a link that opens the right form, reminds them every few days, and can alert their group leaders at the end.',
    },
    noMatch: {
      id: 'campaigns.noMatch',
      defaultMessage: 'We are sorry! We could not find any data for your search.',
    },
    sort: { id: 'campaigns.sort', defaultMessage: 'Sort by' },
    sortNewest: { id: 'campaigns.sort.newest', defaultMessage: 'Newest first' },
    sortStart: { id: 'campaigns.sort.start', defaultMessage: 'Start date' },
    sortName: { id: 'campaigns.sort.name', defaultMessage: 'Name' },
    status: { id: 'campaigns.field.status', defaultMessage: 'Status' },
    name: { id: 'campaigns.field.name', defaultMessage: 'Name' },
    start: { id: 'campaigns.field.start', defaultMessage: 'Start' },
    funnel: { id: 'campaigns.field.funnel', defaultMessage: 'Targeted → sent → opened → completed' },
    targeted: { id: 'campaigns.funnel.targeted', defaultMessage: 'Targeted' },
    sent: { id: 'campaigns.funnel.sent', defaultMessage: 'Sent' },
    opened: { id: 'campaigns.funnel.opened', defaultMessage: 'Opened' },
    completed: { id: 'campaigns.funnel.completed', defaultMessage: 'Completed' },
    funnelTitle: { id: 'campaigns.funnel.title', defaultMessage: 'Funnel' },
    daysTitle: { id: 'campaigns.funnel.days', defaultMessage: 'Day by day' },
    noDays: { id: 'campaigns.funnel.noDays', defaultMessage: 'Nothing has gone out yet.' },
    draftFunnel: {
      id: 'campaigns.funnel.draft',
      defaultMessage:
        'A draft targets nobody yet: its people are chosen when it starts. Its target below previews who it would reach today.',
    },
    funnelFailed: { id: 'campaigns.funnel.failed', defaultMessage: 'The figures could not be loaded.' },
    // The dialog
    sectionTarget: { id: 'campaigns.section.target', defaultMessage: 'Who' },
    sectionMessages: { id: 'campaigns.section.messages', defaultMessage: 'Message' },
    sectionSchedule: { id: 'campaigns.section.schedule', defaultMessage: 'Schedule' },
    missingFields: { id: 'campaigns.target.missingFields', defaultMessage: 'Missing any of these fields' },
    rateBelow: { id: 'campaigns.target.rateBelow', defaultMessage: 'Or completion below (%)' },
    targetHelp: {
      id: 'campaigns.target.help',
      defaultMessage: 'Choose at least a missing field or a completion threshold.',
    },
    population: { id: 'campaigns.target.population', defaultMessage: 'Among (everyone when left empty)' },
    businessUnits: { id: 'campaigns.target.businessUnits', defaultMessage: 'Business units' },
    hubs: { id: 'campaigns.target.hubs', defaultMessage: 'Hubs' },
    grades: { id: 'campaigns.target.grades', defaultMessage: 'Grades' },
    groups: { id: 'campaigns.target.groups', defaultMessage: 'Groups' },
    employmentTypes: { id: 'campaigns.target.employmentTypes', defaultMessage: 'Type' },
    employee: { id: 'campaigns.type.employee', defaultMessage: 'Employees' },
    contractor: { id: 'campaigns.type.contractor', defaultMessage: 'Contractors' },
    valuesHelp: {
      id: 'campaigns.target.valuesHelp',
      defaultMessage: 'Choose a known value or type one and press Enter',
    },
    everyone: { id: 'campaigns.target.everyone', defaultMessage: 'Everyone in the firm' },
    pausedTarget: {
      id: 'campaigns.target.paused',
      defaultMessage: 'A paused campaign keeps the people it targeted when it started.',
    },
    preview: { id: 'campaigns.preview', defaultMessage: 'Who it reaches' },
    previewWaiting: {
      id: 'campaigns.preview.waiting',
      defaultMessage: 'Choose what is missing to see who the campaign reaches.',
    },
    previewFailed: { id: 'campaigns.preview.failed', defaultMessage: 'The preview could not be loaded.' },
    english: { id: 'campaigns.language.en', defaultMessage: 'English' },
    french: { id: 'campaigns.language.fr', defaultMessage: 'Français' },
    languages: { id: 'campaigns.languages', defaultMessage: 'Language of the message' },
    subject: { id: 'campaigns.message.subject', defaultMessage: 'Subject' },
    body: { id: 'campaigns.message.body', defaultMessage: 'Text' },
    mergeHelp: {
      id: 'campaigns.merge.help',
      defaultMessage:
        'Each person gets the message in their language. Merge fields are replaced for each of them: click one to insert it where the cursor is.',
    },
    first_name: { id: 'campaigns.merge.first_name', defaultMessage: 'Their first name' },
    missing_fields: {
      id: 'campaigns.merge.missing_fields',
      defaultMessage: 'The fields they still miss, in their language',
    },
    link: {
      id: 'campaigns.merge.link',
      defaultMessage: 'The link that opens the form to fix them (added at the end when left out)',
    },
    startAt: { id: 'campaigns.schedule.startAt', defaultMessage: 'First mail' },
    startHelp: { id: 'campaigns.schedule.startHelp', defaultMessage: 'A time in the past starts at once' },
    reminderEvery: { id: 'campaigns.schedule.reminderEvery', defaultMessage: 'Remind every (days)' },
    remindersMax: { id: 'campaigns.schedule.remindersMax', defaultMessage: 'Reminders at most' },
    escalate: { id: 'campaigns.schedule.escalate', defaultMessage: 'Then alert their group leaders' },
    escalateHelp: {
      id: 'campaigns.schedule.escalateHelp',
      defaultMessage:
        'After the last reminder, the leaders of their groups get the list of who is still missing.',
    },
    escalatedAt: { id: 'campaigns.schedule.escalatedAt', defaultMessage: 'Leaders alerted' },
    // The page
    messageEn: { id: 'campaigns.message.en', defaultMessage: 'Message in English' },
    messageFr: { id: 'campaigns.message.fr', defaultMessage: 'Message in French' },
    yes: { id: 'campaigns.yes', defaultMessage: 'Yes' },
    no: { id: 'campaigns.no', defaultMessage: 'No' },
    back: { id: 'campaigns.back', defaultMessage: 'Back to the campaigns' },
    notFound: { id: 'campaigns.notFound', defaultMessage: 'This campaign does not exist or was deleted.' },
    readOnly: {
      id: 'campaigns.readOnly',
      defaultMessage: 'This campaign is over: it can no longer be changed.',
    },
    createdBy: { id: 'campaigns.createdBy', defaultMessage: 'Created by' },
    startedAt: { id: 'campaigns.startedAt', defaultMessage: 'Started' },
    endedAt: { id: 'campaigns.endedAt', defaultMessage: 'Ended' },
    delete: { id: 'campaigns.delete', defaultMessage: 'Delete' },
    deleteBody: {
      id: 'campaigns.delete.body',
      defaultMessage: 'The draft and its messages are deleted. This cannot be undone.',
    },
    actions: { id: 'campaigns.actions', defaultMessage: 'Campaign actions' },
  }),
};

/** The statuses, shared with the audit log. */
export const statusMessages = campaignStatusMessages;

/** Each move: its button, and what its confirmation asks and says. */
export const moveMessages = {
  start: defineMessages({
    label: { id: 'campaigns.move.start', defaultMessage: 'Start' },
    busy: { id: 'campaigns.move.start.busy', defaultMessage: 'Starting…' },
    question: { id: 'campaigns.move.start.question', defaultMessage: 'Start this campaign?' },
    body: {
      id: 'campaigns.move.start.body',
      defaultMessage:
        'The people it targets are chosen now, and the first mails go at the start time. A started campaign can be paused but no longer retargeted.',
    },
  }),
  pause: defineMessages({
    label: { id: 'campaigns.move.pause', defaultMessage: 'Pause' },
    busy: { id: 'campaigns.move.pause.busy', defaultMessage: 'Pausing…' },
    question: { id: 'campaigns.move.pause.question', defaultMessage: 'Pause this campaign?' },
    body: {
      id: 'campaigns.move.pause.body',
      defaultMessage: 'No mail or reminder goes out until you resume it.',
    },
  }),
  resume: defineMessages({
    label: { id: 'campaigns.move.resume', defaultMessage: 'Resume' },
    busy: { id: 'campaigns.move.resume.busy', defaultMessage: 'Resuming…' },
    question: { id: 'campaigns.move.resume.question', defaultMessage: 'Resume this campaign?' },
    body: {
      id: 'campaigns.move.resume.body',
      defaultMessage: 'Mails and reminders go out again on their schedule.',
    },
  }),
  cancel: defineMessages({
    label: { id: 'campaigns.move.cancel', defaultMessage: 'Cancel campaign' },
    busy: { id: 'campaigns.move.cancel.busy', defaultMessage: 'Cancelling…' },
    question: { id: 'campaigns.move.cancel.question', defaultMessage: 'Cancel this campaign?' },
    body: {
      id: 'campaigns.move.cancel.body',
      defaultMessage: 'No more mail goes out. A cancelled campaign cannot be started again.',
    },
  }),
} satisfies Record<CampaignMove, Record<'label' | 'busy' | 'question' | 'body', MessageDescriptor>>;
