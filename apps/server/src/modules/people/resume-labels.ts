import type { LANGUAGE_LEVELS, ResumeLanguage, ResumeSection } from '@atrium/contract';

type Level = (typeof LANGUAGE_LEVELS)[number];

export type ResumeLabels = {
  headings: Record<ResumeSection, string>;
  levels: Record<Level, string>;
  ongoing: string;
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
    yearsOfExperience: (years) => `${years} ${years > 1 ? 'ans' : 'an'} d'expérience`,
  },
};
