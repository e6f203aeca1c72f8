import { defineMessage, defineMessages } from 'react-intl';

/** The words of a person's roles form, wherever it is shown (permissions, profiles managing tool). */
export const rolesMessages = {
  rolesOf: defineMessage<{ name: string }>({
    id: 'permissions.people.rolesOf',
    defaultMessage: 'Roles of {name}',
  }),
  ...defineMessages({
    guestNote: { id: 'permissions.people.guestNote', defaultMessage: 'Guest is implicit: everyone has it.' },
    save: { id: 'permissions.people.save', defaultMessage: 'Save the roles' },
  }),
};

/** The roles' names. */
export const roleMessages = defineMessages({
  guest: { id: 'permissions.role.guest', defaultMessage: 'Guest' },
  Management: { id: 'permissions.role.Management', defaultMessage: 'Management' },
  HR: { id: 'permissions.role.HR', defaultMessage: 'HR' },
  CSO: { id: 'permissions.role.CSO', defaultMessage: 'CSO' },
  admin: { id: 'permissions.role.admin', defaultMessage: 'Administrator' },
  newcomer: { id: 'permissions.role.newcomer', defaultMessage: 'Newcomer' },
});
