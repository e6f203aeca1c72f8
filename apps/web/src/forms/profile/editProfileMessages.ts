import { defineMessage, defineMessages } from 'react-intl';

export const editProfileMessages = {
  removeLanguage: defineMessage<{ index: number }>({
    id: 'people.editProfile.removeLanguage',
    defaultMessage: 'Remove language {index, number}',
  }),
  removeDiploma: defineMessage<{ index: number }>({
    id: 'people.editProfile.removeDiploma',
    defaultMessage: 'Remove diploma {index, number}',
  }),
  ...defineMessages({
    editMyProfile: { id: 'people.profile.editMine', defaultMessage: 'Edit my profile' },
    editProfile: { id: 'people.profile.edit', defaultMessage: 'Edit profile' },
    identity: { id: 'people.editProfile.identity', defaultMessage: 'Identity' },
    about: { id: 'people.editProfile.about', defaultMessage: 'About' },
    contact: { id: 'people.editProfile.contact', defaultMessage: 'Contact' },
    organisation: { id: 'people.editProfile.organisation', defaultMessage: 'Organisation (HR only)' },
    profiles: { id: 'people.editProfile.profiles', defaultMessage: 'Certificates and job profiles' },
    wishes: { id: 'people.editProfile.wishes', defaultMessage: 'Staffing wishes' },
    wishesHelp: {
      id: 'people.editProfile.wishesHelp',
      defaultMessage:
        'What you tell the CSO when they staff you: when you are free, what you want to work on.',
    },
    emailHelp: {
      id: 'people.editProfile.emailHelp',
      defaultMessage: 'Your sign-in email; ask HR to change it.',
    },
    linkedinPlaceholder: {
      id: 'people.editProfile.linkedinPlaceholder',
      defaultMessage: 'https://www.linkedin.com/in/…',
    },
    mobilePlaceholder: { id: 'people.editProfile.mobilePlaceholder', defaultMessage: '+33 6 12 34 56 78' },
    language: { id: 'people.editProfile.language', defaultMessage: 'Language' },
    level: { id: 'people.editProfile.level', defaultMessage: 'Level' },
    addLanguage: { id: 'people.editProfile.addLanguage', defaultMessage: 'Add a language' },
    school: { id: 'people.editProfile.school', defaultMessage: 'School' },
    diplomaName: { id: 'people.editProfile.diplomaName', defaultMessage: 'Diploma' },
    diplomaLevel: { id: 'people.editProfile.diplomaLevel', defaultMessage: 'Level (e.g. Master)' },
    year: { id: 'people.editProfile.year', defaultMessage: 'Year' },
    addDiploma: { id: 'people.editProfile.addDiploma', defaultMessage: 'Add a diploma' },
  }),
};
