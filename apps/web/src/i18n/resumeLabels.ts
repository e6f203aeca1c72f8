import { defineMessages } from 'react-intl';

/** A resume's languages, as a person's resumes and the CV library name them. */
export const resumeLanguageMessages = defineMessages({
  en: { id: 'people.resume.language.en', defaultMessage: 'English' },
  fr: { id: 'people.resume.language.fr', defaultMessage: 'French' },
});

/** What a person's resumes and the CV library call the resume that follows the profile. */
export const resumeLabels = defineMessages({
  base: { id: 'people.resume.base', defaultMessage: 'Base resume' },
});
