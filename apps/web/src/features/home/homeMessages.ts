import { defineMessage, defineMessages } from 'react-intl';

export const homeMessages = {
  welcome: defineMessage<{ firstName: string }>({
    id: 'home.welcome',
    defaultMessage: 'Welcome, {firstName}!',
  }),
  completion: defineMessage<{ rate: number }>({
    id: 'home.completion.rate',
    defaultMessage: 'Your profile is {rate}% complete.',
  }),
  ...defineMessages({
    welcomeAnonymous: { id: 'home.welcomeAnonymous', defaultMessage: 'Welcome to Atrium!' },
    subtitle: {
      id: 'home.subtitle',
      defaultMessage:
        'Good to see you. Find a colleague or the expertise you need with the search box above, and keep your own profile up to date so others can find you.',
    },
    completionTitle: { id: 'home.completion.title', defaultMessage: 'Your profile' },
    completionHint: {
      id: 'home.completion.hint',
      defaultMessage: 'A complete profile helps colleagues find you for the right projects.',
    },
    completionDone: {
      id: 'home.completion.done',
      defaultMessage: 'Thank you for keeping it complete: colleagues can find you for the right projects.',
    },
    completionLabel: { id: 'home.completion.label', defaultMessage: 'Profile completion' },
  }),
};
