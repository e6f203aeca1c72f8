import { BASE_RESUME_TITLE, type Resume } from '@atrium/contract';
import { defineMessages, type IntlShape } from 'react-intl';

/** A resume's languages, as a person's resumes and the CV library name them. */
export const resumeLanguageMessages = defineMessages({
  en: { id: 'people.resume.language.en', defaultMessage: 'English' },
  fr: { id: 'people.resume.language.fr', defaultMessage: 'French' },
});

/** What a person's resumes and the CV library call the resume that follows the profile. */
export const resumeLabels = defineMessages({
  base: { id: 'people.resume.base', defaultMessage: 'Base resume' },
});

/** A resume's title as the reader sees it: the base resume's own title in their language ("CV de base"). */
export const resumeTitle = (intl: IntlShape, resume: Pick<Resume, 'title' | 'is_base'>): string =>
  resume.is_base && resume.title === BASE_RESUME_TITLE ? intl.formatMessage(resumeLabels.base) : resume.title;
