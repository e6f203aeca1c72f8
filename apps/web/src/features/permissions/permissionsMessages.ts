import { defineMessage, defineMessages } from 'react-intl';

export const permissionsMessages = {
  cell: defineMessage<{ role: string; action: string; object: string }>({
    id: 'permissions.cell',
    defaultMessage: '{role}: {action} {object}',
  }),
  tagCell: defineMessage<{ role: string; tag: string }>({
    id: 'permissions.tagCell',
    defaultMessage: '{role}: change {tag} tags',
  }),
  confirmBody: defineMessage<{ role: string }>({
    id: 'permissions.confirm.body',
    defaultMessage:
      'Without “permissions update”, the {role} role can no longer change permissions, including giving this one back.',
  }),
  ...defineMessages({
    title: { id: 'permissions.title', defaultMessage: 'Permissions' },
    intro: {
      id: 'permissions.intro',
      defaultMessage:
        'What each role may do, and who holds which role. Every signed-in person is a guest; other roles add to that.',
    },
    rolesTitle: { id: 'permissions.roles.title', defaultMessage: 'What each role may do' },
    rolesTabs: { id: 'permissions.roles.tabs', defaultMessage: 'Roles' },
    object: { id: 'permissions.table.object', defaultMessage: 'Object' },
    tagsTitle: { id: 'permissions.tags.title', defaultMessage: 'Tags this role may change' },
    readOnly: {
      id: 'permissions.readOnly',
      defaultMessage: 'You can see the permissions but not change them.',
    },
    confirmTitle: { id: 'permissions.confirm.title', defaultMessage: 'Revoke this permission?' },
    confirm: { id: 'permissions.confirm.ok', defaultMessage: 'Revoke' },
    cancel: { id: 'permissions.confirm.cancel', defaultMessage: 'Cancel' },
    peopleTitle: { id: 'permissions.people.title', defaultMessage: 'Roles of a person' },
    finder: { id: 'permissions.people.finder', defaultMessage: 'Find a person' },
    finderHelp: { id: 'permissions.people.finderHelp', defaultMessage: 'Type a name or an email' },
    noMatch: {
      id: 'permissions.people.noMatch',
      defaultMessage: 'We are sorry! We could not find any data for your search.',
    },
  }),
};

/** Names of the objects permissions are granted on. */
export const objectMessages = defineMessages({
  users: { id: 'permissions.object.users', defaultMessage: 'People' },
  report: { id: 'permissions.object.report', defaultMessage: 'Issue reports' },
  permissions: { id: 'permissions.object.permissions', defaultMessage: 'Permissions' },
  resume: { id: 'permissions.object.resume', defaultMessage: 'Resumes' },
  credentials: { id: 'permissions.object.credentials', defaultMessage: 'Credentials' },
  solutions: { id: 'permissions.object.solutions', defaultMessage: 'Solutions' },
  teams: { id: 'permissions.object.teams', defaultMessage: 'Teams and guilds' },
  tags: { id: 'permissions.object.tags', defaultMessage: 'Tags' },
  newcomers: { id: 'permissions.object.newcomers', defaultMessage: 'Newcomers' },
  mentorship: { id: 'permissions.object.mentorship', defaultMessage: 'Mentorship' },
  completion: { id: 'permissions.object.completion', defaultMessage: 'Profile completion' },
  mail: { id: 'permissions.object.mail', defaultMessage: 'Mail delivery' },
  audit: { id: 'permissions.object.audit', defaultMessage: 'Audit log' },
  news: { id: 'permissions.object.news', defaultMessage: 'News' },
  wall: { id: 'permissions.object.wall', defaultMessage: 'Social wall' },
  assignments: { id: 'permissions.object.assignments', defaultMessage: 'Assignments (staffing)' },
  integrations: { id: 'permissions.object.integrations', defaultMessage: 'Integrations (API tokens)' },
  cv_templates: { id: 'permissions.object.cvTemplates', defaultMessage: 'CV templates' },
});

export const actionMessages = defineMessages({
  read: { id: 'permissions.action.read', defaultMessage: 'Read' },
  create: { id: 'permissions.action.create', defaultMessage: 'Create' },
  update: { id: 'permissions.action.update', defaultMessage: 'Update' },
  delete: { id: 'permissions.action.delete', defaultMessage: 'Delete' },
  top: { id: 'permissions.action.top', defaultMessage: 'Mark as top' },
  download: { id: 'permissions.action.download', defaultMessage: 'Download anyone’s files' },
});
