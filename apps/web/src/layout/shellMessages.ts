import { defineMessages } from 'react-intl';

/**
 * The texts of what shows before any screen, the spinner and the language switch, apart from
 * layoutMessages so that the sign-in page loads only these.
 */
export const shellMessages = defineMessages({
  loading: { id: 'layout.loading', defaultMessage: 'Loading…' },
  language: { id: 'layout.header.language', defaultMessage: 'Language' },
  english: { id: 'layout.header.english', defaultMessage: 'English' },
  french: { id: 'layout.header.french', defaultMessage: 'French' },
});
