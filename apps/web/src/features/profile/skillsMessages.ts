import { defineMessages } from 'react-intl';

export const skillsMessages = {
  ...defineMessages({
    help: {
      id: 'people.tags.help',
      defaultMessage: 'Choose from the list; if what you look for is not there, add it as a new item.',
    },
    technicalTitle: { id: 'people.skills.technical', defaultMessage: 'Top technical skills' },
    sectorialTitle: { id: 'people.skills.sectorial', defaultMessage: 'Top sectorial skills' },
    canMentorTitle: { id: 'people.skills.canMentor', defaultMessage: 'Can mentor others in' },
    canMentorHelp: {
      id: 'people.skills.canMentorHelp',
      defaultMessage: 'Offered when registering as a mentor in a mentorship session.',
    },
    canMentorMark: { id: 'people.skills.canMentorMark', defaultMessage: 'can mentor' },
    learningTitle: { id: 'people.skills.learning', defaultMessage: 'Skills to learn' },
  }),
};
