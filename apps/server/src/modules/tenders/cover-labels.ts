import type { ResumeLanguage } from '@atrium/contract';

/** The words of a pack's cover document, in the bid's language. */
export const COVER_LABELS: Record<
  ResumeLanguage,
  {
    team: string;
    role: string;
    person: string;
    availability: string;
    skills: string;
    references: string;
    profiles: string;
    experiences: string;
    open: string;
    free: string;
    freeFrom: (date: string) => string;
    unknown: string;
  }
> = {
  en: {
    team: 'Proposed team',
    role: 'Role',
    person: 'Consultant',
    availability: 'Availability',
    skills: 'Matched skills',
    references: 'References',
    profiles: 'Profiles',
    experiences: 'Relevant experience',
    open: 'To be confirmed',
    free: 'Available',
    freeFrom: (date) => `Available from ${date}`,
    unknown: 'To be confirmed',
  },
  fr: {
    team: 'Équipe proposée',
    role: 'Rôle',
    person: 'Consultant',
    availability: 'Disponibilité',
    skills: 'Compétences correspondantes',
    references: 'Références',
    profiles: 'Profils',
    experiences: 'Expériences pertinentes',
    open: 'À confirmer',
    free: 'Disponible',
    freeFrom: (date) => `Disponible à partir du ${date}`,
    unknown: 'À confirmer',
  },
};
