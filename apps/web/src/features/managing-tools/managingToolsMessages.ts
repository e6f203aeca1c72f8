import { defineMessage, defineMessages } from 'react-intl';

export const managingToolsMessages = defineMessages({
  csoTitle: { id: 'managingTools.cso.title', defaultMessage: 'CSO managing tool' },
  csoIntro: {
    id: 'managingTools.cso.intro',
    defaultMessage:
      'Everyone with what wins deals: skills, sectors, languages, credentials and top solutions.',
  },
  hrTitle: { id: 'managingTools.hr.title', defaultMessage: 'HR managing tool' },
  hrIntro: {
    id: 'managingTools.hr.intro',
    defaultMessage: 'Everyone with their HR fields, profile completion and last sign-in.',
  },
  leaderTitle: { id: 'managingTools.leader.title', defaultMessage: 'Leader managing tool' },
  leaderIntro: {
    id: 'managingTools.leader.intro',
    defaultMessage: 'The people of the groups you lead: their resumes, completion and skills.',
  },
  tabs: { id: 'managingTools.tabs', defaultMessage: 'What the tool lists' },
  users: { id: 'managingTools.tab.users', defaultMessage: 'People' },
  team: { id: 'managingTools.tab.team', defaultMessage: 'Teams' },
  squad: { id: 'managingTools.tab.squad', defaultMessage: 'Squads' },
  chapter: { id: 'managingTools.tab.chapter', defaultMessage: 'Chapters' },
  searchPeople: { id: 'managingTools.searchPeople', defaultMessage: 'Search people by name, skill or title' },
  searchGroups: { id: 'managingTools.searchGroups', defaultMessage: 'Search by name' },
  filters: { id: 'managingTools.filters', defaultMessage: 'Filters' },
  results: { id: 'managingTools.results', defaultMessage: 'Results' },
  peopleGrid: { id: 'managingTools.peopleGrid', defaultMessage: 'People' },
  groupsGrid: { id: 'managingTools.groupsGrid', defaultMessage: 'Groups' },
  noPeople: { id: 'managingTools.noPeople', defaultMessage: 'Nobody matches these filters.' },
  noGroups: { id: 'managingTools.noGroups', defaultMessage: 'No group of this kind here.' },
  group: { id: 'managingTools.facet.group', defaultMessage: 'Group' },
  allGroups: { id: 'managingTools.allGroups', defaultMessage: 'All my groups' },
  employmentType: { id: 'managingTools.facet.employmentType', defaultMessage: 'Type' },
  name: { id: 'managingTools.column.name', defaultMessage: 'Name' },
  arrival: { id: 'managingTools.column.arrival', defaultMessage: 'Arrival' },
  lastSignIn: { id: 'managingTools.column.lastSignIn', defaultMessage: 'Last sign-in' },
  never: { id: 'managingTools.never', defaultMessage: 'Never' },
  credentials: { id: 'managingTools.column.credentials', defaultMessage: 'Credentials' },
  topSolutions: { id: 'managingTools.column.topSolutions', defaultMessage: 'Top solutions' },
  resumes: { id: 'managingTools.column.resumes', defaultMessage: 'Resumes' },
  completion: { id: 'managingTools.column.completion', defaultMessage: 'Completion' },
  missing: { id: 'managingTools.column.missing', defaultMessage: 'Missing fields' },
  groups: { id: 'managingTools.column.groups', defaultMessage: 'Groups' },
  employee: { id: 'managingTools.type.employee', defaultMessage: 'Employee' },
  contractor: { id: 'managingTools.type.contractor', defaultMessage: 'Contractor' },
  groupName: { id: 'managingTools.column.groupName', defaultMessage: 'Name' },
  leaders: { id: 'managingTools.column.leaders', defaultMessage: 'Leaders' },
  size: { id: 'managingTools.column.size', defaultMessage: 'Active members' },
  manDays: { id: 'managingTools.column.manDays', defaultMessage: 'Man-days' },
  cost: { id: 'managingTools.column.cost', defaultMessage: 'Estimated cost' },
  withoutResume: { id: 'managingTools.column.withoutResume', defaultMessage: 'Without a resume' },
  incomplete: { id: 'managingTools.column.incomplete', defaultMessage: 'Incomplete profiles' },
  actions: { id: 'managingTools.column.actions', defaultMessage: 'Actions' },
  openGroup: { id: 'managingTools.openGroup', defaultMessage: 'Open' },
  skillsMatrix: { id: 'managingTools.skillsMatrix', defaultMessage: 'Skills matrix' },
  clearSelection: { id: 'managingTools.clearSelection', defaultMessage: 'Clear' },
  addToGroup: { id: 'managingTools.addToGroup', defaultMessage: 'Add to a group' },
  addToGroupPicker: { id: 'managingTools.addToGroup.picker', defaultMessage: 'Group' },
  addToGroupHelp: {
    id: 'managingTools.addToGroup.help',
    defaultMessage: 'They join as active members; anyone already in keeps their place.',
  },
  add: { id: 'managingTools.add', defaultMessage: 'Add' },
  editHrFields: { id: 'managingTools.editHrFields', defaultMessage: 'Edit HR fields' },
  bulkEditHelp: {
    id: 'managingTools.bulkEdit.help',
    defaultMessage: 'Fill in only what changes: a field left blank stays as it is for each person.',
  },
  nothingToChange: { id: 'managingTools.bulkEdit.nothing', defaultMessage: 'Fill in at least one field' },
  remind: { id: 'managingTools.remind', defaultMessage: 'Send a completion reminder' },
  remindBody: {
    id: 'managingTools.remind.body',
    defaultMessage:
      'Each gets a mail with their completion rate and what their profile misses. Anyone reminded in the last day, or complete already, is skipped.',
  },
  reminding: { id: 'managingTools.reminding', defaultMessage: 'Sending…' },
  downloadResumes: { id: 'managingTools.downloadResumes', defaultMessage: 'Download resumes' },
  downloading: { id: 'managingTools.downloading', defaultMessage: 'Preparing the zip…' },

  cancel: { id: 'managingTools.cancel', defaultMessage: 'Cancel' },
});

/** The title and introduction of each tool. */
export const TOOL_HEADINGS = {
  cso: { title: managingToolsMessages.csoTitle, intro: managingToolsMessages.csoIntro },
  hr: { title: managingToolsMessages.hrTitle, intro: managingToolsMessages.hrIntro },
  leader: { title: managingToolsMessages.leaderTitle, intro: managingToolsMessages.leaderIntro },
} as const;

/** Messages with values, typed by what they take. */
export const countedMessages = {
  selected: defineMessage<{ count: number }>({
    id: 'managingTools.selected',
    defaultMessage: '{count, plural, one {# person} other {# people}} selected',
  }),
  tooManyResumes: defineMessage<{ max: number }>({
    id: 'managingTools.tooManyResumes',
    defaultMessage: 'At most {max, number} resumes in one download',
  }),
  asFormat: defineMessage<{ format: string }>({
    id: 'managingTools.asFormat',
    defaultMessage: 'As {format} (zip)',
  }),
  bulkEditTitle: defineMessage<{ count: number }>({
    id: 'managingTools.bulkEdit.title',
    defaultMessage: 'Edit the HR fields of {count, plural, one {# person} other {# people}}',
  }),
  bulkUpdated: defineMessage<{ count: number }>({
    id: 'managingTools.bulkEdit.done',
    defaultMessage: '{count, plural, one {# person} other {# people}} updated',
  }),
  remindTitle: defineMessage<{ count: number }>({
    id: 'managingTools.remind.title',
    defaultMessage: 'Remind {count, plural, one {# person} other {# people}} to complete their profile?',
  }),
  remindersSent: defineMessage<{ sent: number; skipped: number }>({
    id: 'managingTools.remind.done',
    defaultMessage: '{sent, plural, one {# reminder} other {# reminders}} sent, {skipped, number} skipped',
  }),
  addToGroupTitle: defineMessage<{ count: number }>({
    id: 'managingTools.addToGroup.title',
    defaultMessage: 'Add {count, plural, one {# person} other {# people}} to a group',
  }),
};
