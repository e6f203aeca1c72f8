import { defineMessage, defineMessages } from 'react-intl';
import { languageWithLevel } from '../../i18n/languageLevelMessages';
import { memberStatusMessages } from '../../layout/statusLabels';

export const profileMessages = {
  // A member's place, shared with the audit log.
  roleMember: memberStatusMessages.active,
  roleFollower: memberStatusMessages.follower,
  completion: defineMessage<{ rate: number }>({
    id: 'people.completion.value',
    defaultMessage: 'Profile {rate}% complete',
  }),
  missing: defineMessage<{ fields: string }>({
    id: 'people.completion.missing',
    defaultMessage: 'To complete: {fields}',
  }),
  restrictedWelcome: defineMessage<{ name: string }>({
    id: 'people.restricted.welcome',
    defaultMessage:
      'Welcome, {name}! Before your first day, fill in your profile, add a photo and your skills: your colleagues will see them when you arrive.',
  }),
  experienceYears: defineMessage<{ count: number }>({
    id: 'people.profile.years',
    defaultMessage: '{count, plural, one {# year} other {# years}}',
  }),
  languageLevel: languageWithLevel,
  ...defineMessages({
    completionLabel: { id: 'people.completion.label', defaultMessage: 'Profile completion' },
    completionDone: { id: 'people.completion.done', defaultMessage: 'This profile is complete.' },
    lessThanAYear: { id: 'people.profile.lessThanAYear', defaultMessage: 'Less than a year' },
    myPhoto: { id: 'people.profile.myPhoto', defaultMessage: 'My profile photo' },
    photo: { id: 'people.profile.photo', defaultMessage: 'Profile photo' },
    editMySkills: { id: 'people.profile.editMySkills', defaultMessage: 'Edit my skills' },
    editSkills: { id: 'people.profile.editSkills', defaultMessage: 'Edit skills' },
    myResumes: { id: 'people.profile.myResumes', defaultMessage: 'My resumes' },
    contact: { id: 'people.profile.contact', defaultMessage: 'Contact' },
    about: { id: 'people.profile.about', defaultMessage: 'Job and organisation' },
    skills: { id: 'people.profile.skills', defaultMessage: 'Skills' },
    profiles: { id: 'people.profile.profiles', defaultMessage: 'Job profiles and certificates' },
    education: { id: 'people.profile.education', defaultMessage: 'Languages and diplomas' },
    noneYet: { id: 'people.profile.noneYet', defaultMessage: 'None listed yet' },
    linkedinOpen: { id: 'people.profile.linkedinOpen', defaultMessage: 'LinkedIn profile' },
    groups: { id: 'people.profile.groups', defaultMessage: 'Groups' },
    noGroups: {
      id: 'people.profile.noGroups',
      defaultMessage: 'Not in any team, squad, chapter or guild yet.',
    },
    credentials: { id: 'people.profile.credentials', defaultMessage: 'Credentials contributed to' },
    noCredentials: { id: 'people.profile.noCredentials', defaultMessage: 'No credential yet.' },
    roleLeader: { id: 'people.group.leader', defaultMessage: 'Leader' },
    roleSteerco: { id: 'people.group.steerco', defaultMessage: 'Steerco' },
  }),
};
