import type { ResearchHit, ResearchTab } from '@atrium/contract';
import { yearsOfMonths } from '@atrium/contract';
import type { ExportTable } from '../../platform/export/table-export.ts';

type Lang = 'en' | 'fr';

const HEADINGS: Record<Lang, Record<ResearchTab, [string, string]> & { skills: string; sheet: string }> = {
  en: {
    people: ['Name', 'Job title · grade · business unit'],
    credentials: ['Credential', 'Client · code'],
    solutions: ['Solution', 'Summary'],
    groups: ['Group', 'Type'],
    skills: 'Skills asked (years)',
    sheet: 'Research',
  },
  fr: {
    people: ['Nom', 'Poste · grade · business unit'],
    credentials: ['Référence', 'Client · code'],
    solutions: ['Solution', 'Résumé'],
    groups: ['Groupe', 'Type'],
    skills: 'Compétences demandées (années)',
    sheet: 'Recherche',
  },
};

/** One tab's lines as a table: a person's line adds the skills asked with their years. */
export function researchTable(tab: ResearchTab, rows: readonly ResearchHit[], lang: Lang): ExportTable {
  const words = HEADINGS[lang];
  const people = tab === 'people';
  return {
    sheet: words.sheet,
    headers: [...words[tab], ...(people ? [words.skills] : [])],
    rows: rows.map((row) => [
      row.title,
      row.subtitle ?? '',
      ...(people
        ? [row.skills.map(({ skill, months }) => `${skill} (${yearsOfMonths(months)})`).join(', ')]
        : []),
    ]),
  };
}
