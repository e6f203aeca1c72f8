import { defineMessage, defineMessages } from 'react-intl';

export const layoutMessages = {
  footer: defineMessage<{ year: number }>({
    id: 'layout.footer.text',
    defaultMessage: '© {year} Atrium · for the firm’s staff only',
  }),
  ...defineMessages({
    home: { id: 'layout.header.home', defaultMessage: 'Atrium home' },
    skipToContent: { id: 'layout.skipToContent', defaultMessage: 'Skip to main content' },
    openMenu: { id: 'layout.header.openMenu', defaultMessage: 'Open the menu' },
    searchLabel: { id: 'layout.header.searchLabel', defaultMessage: 'Search people' },
    closeSearch: { id: 'layout.header.closeSearch', defaultMessage: 'Close the search' },
    searchPlaceholder: { id: 'layout.header.searchPlaceholder', defaultMessage: 'Search people…' },
    toDark: { id: 'layout.header.toDark', defaultMessage: 'Switch to dark mode' },
    toLight: { id: 'layout.header.toLight', defaultMessage: 'Switch to light mode' },
    accountMenu: { id: 'layout.header.accountMenu', defaultMessage: 'Account menu' },
    myProfile: { id: 'layout.avatar.myProfile', defaultMessage: 'My Profile' },
    apiTokens: { id: 'layout.avatar.apiTokens', defaultMessage: 'My API tokens' },
    userGuide: { id: 'layout.avatar.userGuide', defaultMessage: 'User guide' },
    privacy: { id: 'layout.avatar.privacy', defaultMessage: 'Privacy' },
    reportIssue: { id: 'layout.avatar.reportIssue', defaultMessage: 'Report an issue' },
    logOut: { id: 'layout.avatar.logOut', defaultMessage: 'Log out' },
    close: { id: 'layout.dialog.close', defaultMessage: 'Close' },
    navigation: { id: 'layout.sidebar.navigation', defaultMessage: 'Main menu' },
    notAllowedTitle: { id: 'layout.notAllowed.title', defaultMessage: 'You do not have access to this page' },
    notAllowedBody: {
      id: 'layout.notAllowed.body',
      defaultMessage: 'Ask an administrator if you think you should.',
    },
    backHome: { id: 'layout.notAllowed.backHome', defaultMessage: 'Back to home' },
    crashTitle: { id: 'layout.error.title', defaultMessage: 'This page could not be shown' },
    crashBody: {
      id: 'layout.error.body',
      defaultMessage: 'Something went wrong while displaying it. Reloading usually fixes it.',
    },
    reload: { id: 'layout.error.reload', defaultMessage: 'Reload' },
    chunkFailed: {
      id: 'layout.preloadError.message',
      defaultMessage:
        'Part of Atrium could not be loaded, perhaps because a new version is out. Please reload.',
    },
    loadFailed: {
      id: 'layout.loadFailed',
      defaultMessage: 'Your session could not be checked. Please try again.',
    },
    retry: { id: 'layout.retry', defaultMessage: 'Try again' },
  }),
};

/** The confirmation asked before anything is deleted. */
export const confirmMessages = defineMessages({
  cancel: { id: 'layout.confirm.cancel', defaultMessage: 'Cancel' },
  delete: { id: 'layout.confirm.delete', defaultMessage: 'Delete' },
  deleting: { id: 'layout.confirm.deleting', defaultMessage: 'Deleting…' },
});

/** For anything a page could not load. */
export const loadMessages = defineMessages({
  failed: { id: 'layout.load.failed', defaultMessage: 'This could not be loaded.' },
  retry: { id: 'layout.load.retry', defaultMessage: 'Try again' },
});

export const guideMessages = defineMessages({
  title: { id: 'layout.guide.title', defaultMessage: 'User guide' },
  intro: {
    id: 'layout.guide.intro',
    defaultMessage:
      'Atrium brings the firm’s people and knowledge together: colleagues’ profiles and resumes, client credentials, the solutions catalogue and our teams.',
  },
  menu: {
    id: 'layout.guide.menu',
    defaultMessage:
      'Move between areas with the menu on the left (the button at the top left on a small screen). What you see there depends on your roles.',
  },
  search: {
    id: 'layout.guide.search',
    defaultMessage: 'Type a name or a skill in the search box at the top and press Enter to find colleagues.',
  },
  preferences: {
    id: 'layout.guide.preferences',
    defaultMessage:
      'Switch between English and French, and between light and dark mode, from the header. Your choices are remembered.',
  },
  help: {
    id: 'layout.guide.help',
    defaultMessage:
      'Something does not work or could be better? Tell us with “Report an issue” in this menu.',
  },
});

export const privacyMessages = defineMessages({
  title: { id: 'layout.privacy.title', defaultMessage: 'Privacy' },
  what: {
    id: 'layout.privacy.what',
    defaultMessage:
      'Atrium holds your professional profile: your name, job, skills, experience and the contact details you choose to add. It is used to help colleagues find expertise and to staff projects.',
  },
  who: {
    id: 'layout.privacy.who',
    defaultMessage:
      'Only signed-in staff of the firm can see it. People with a management role (HR, CSO, Management, team leaders) see what they need for that role.',
  },
  cookies: {
    id: 'layout.privacy.cookies',
    defaultMessage:
      'Signing in sets cookies that are needed to keep your session; they hold no tracking. Your language and theme are remembered on this device.',
  },
  rights: {
    id: 'layout.privacy.rights',
    defaultMessage: 'To have your data corrected or removed, edit your profile or contact HR.',
  },
});
