import type { COMPLETION_FIELDS } from '@atrium/contract';
import { type PersonLanguage } from '@atrium/contract';

type CompletionField = (typeof COMPLETION_FIELDS)[number];

/** The profile fields as mails name them, in each language a person may read their mail in. */
const FIELD_NAMES: Record<PersonLanguage, Record<CompletionField, string>> = {
  en: {
    pronouns: 'pronouns',
    job_title: 'job title',
    years_of_experience: 'years of experience',
    linkedin: 'LinkedIn profile',
    mobile: 'mobile number',
    languages: 'languages',
    diplomas: 'diplomas',
    certificates: 'certificates',
    technical_skills: 'technical skills',
    sectorial_skills: 'sector skills',
    job_profiles: 'job profiles',
    has_picture: 'photo',
  },
  fr: {
    pronouns: 'pronoms',
    job_title: 'intitulé de poste',
    years_of_experience: 'années d’expérience',
    linkedin: 'profil LinkedIn',
    mobile: 'numéro de mobile',
    languages: 'langues',
    diplomas: 'diplômes',
    certificates: 'certifications',
    technical_skills: 'compétences techniques',
    sectorial_skills: 'compétences sectorielles',
    job_profiles: 'profils métier',
    has_picture: 'photo',
  },
};

/** Field names (as the database keeps them) in a language, joined as a sentence lists them. */
export function fieldNames(fields: readonly string[], language: PersonLanguage): string {
  const names = FIELD_NAMES[language] as Record<string, string>;
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(
    fields.map((field) => names[field] ?? field),
  );
}
