import type { LANGUAGE_LEVELS, ResumeLanguage, ResumeSection } from '@atrium/contract';

type Level = (typeof LANGUAGE_LEVELS)[number];

export type ResumeLabels = {
  headings: Record<ResumeSection, string>;
  levels: Record<Level, string>;
  ongoing: string;
  /** The heading of the client references a tailored CV keeps. */
  references: string;
  /** Said at the top when some characters (Chinese, Japanese, Korean) could not be printed. */
  charactersLeftOut: string;
  yearsOfExperience: (years: number) => string;
};

/** The printed words of a resume, in each language a resume is written in. */
export const RESUME_LABELS: Record<ResumeLanguage, ResumeLabels> = {
  en: {
    headings: {
      summary: 'Summary',
      skills: 'Skills',
      experiences: 'Professional experience',
      languages: 'Languages',
      diplomas: 'Education',
      certificates: 'Certifications',
    },
    levels: {
      beginner: 'beginner',
      intermediate: 'intermediate',
      advanced: 'advanced',
      fluent: 'fluent',
      native: 'native',
    },
    ongoing: 'present',
    references: 'Client references',
    charactersLeftOut:
      'Some characters (Chinese, Japanese or Korean) cannot be shown in this PDF: the Word version of this resume has them all.',
    yearsOfExperience: (years) => `${years} ${years === 1 ? 'year' : 'years'} of experience`,
  },
  fr: {
    headings: {
      summary: 'Synthèse',
      skills: 'Compétences',
      experiences: 'Expériences professionnelles',
      languages: 'Langues',
      diplomas: 'Formation',
      certificates: 'Certifications',
    },
    levels: {
      beginner: 'débutant',
      intermediate: 'intermédiaire',
      advanced: 'avancé',
      fluent: 'courant',
      native: 'langue maternelle',
    },
    ongoing: "aujourd'hui",
    references: 'Références clients',
    charactersLeftOut:
      "Certains caractères (chinois, japonais ou coréen) ne peuvent pas s'afficher dans ce PDF : la version Word de ce CV les contient tous.",
    yearsOfExperience: (years) => `${years} ${years > 1 ? 'ans' : 'an'} d'expérience`,
  },
};
