import { defineMessages } from 'react-intl';

/** What a profile and a person's resumes both say of the person. */
export const personMessages = defineMessages({
  notFound: { id: 'people.profile.notFound', defaultMessage: 'This person could not be found.' },
  backToSearch: { id: 'people.profile.backToSearch', defaultMessage: "Back to Who's who" },
  resumes: { id: 'people.profile.resumes', defaultMessage: 'Resumes' },
});
