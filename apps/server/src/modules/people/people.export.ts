import type { User } from '@atrium/contract';
import type { ExportColumns } from '../../platform/c13s/define-object.ts';
import { joined } from '../../platform/export/cells.ts';

/** Who's who and the CV library as a file: who a person is, where they work, what they know. */
export const peopleExport: ExportColumns<User> = {
  last_name: { heading: { en: 'Last name', fr: 'Nom' }, cell: (user) => user.last_name },
  first_name: { heading: { en: 'First name', fr: 'Prénom' }, cell: (user) => user.first_name },
  email: { heading: { en: 'Email', fr: 'E-mail' }, cell: (user) => user.email },
  job_title: { heading: { en: 'Job title', fr: 'Intitulé de poste' }, cell: (user) => user.job_title },
  grade: { heading: { en: 'Grade', fr: 'Grade' }, cell: (user) => user.grade },
  business_unit: {
    heading: { en: 'Business unit', fr: 'Business unit' },
    cell: (user) => user.business_unit,
  },
  business_line: {
    heading: { en: 'Business line', fr: 'Business line' },
    cell: (user) => user.business_line,
  },
  hub: { heading: { en: 'Hub', fr: 'Hub' }, cell: (user) => user.hub },
  technical_skills: {
    heading: { en: 'Technical skills', fr: 'Compétences techniques' },
    cell: (user) => joined(user.technical_skills),
  },
  sectorial_skills: {
    heading: { en: 'Sector skills', fr: 'Compétences sectorielles' },
    cell: (user) => joined(user.sectorial_skills),
  },
  languages: {
    heading: { en: 'Languages', fr: 'Langues' },
    cell: (user) => joined(user.languages.map(({ code, level }) => `${code} (${level})`)),
  },
  completion_rate: {
    heading: { en: 'Profile completion (%)', fr: 'Complétude du profil (%)' },
    cell: (user) => user.completion_rate,
  },
};
