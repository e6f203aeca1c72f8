import type { GroupType, ResearchHit, ResearchTab } from '@atrium/contract';
import { GROUP_TYPES, skillDuration } from '@atrium/contract';
import type { ExportTable } from '../../platform/export/table-export.ts';

type Lang = 'en' | 'fr';

const HEADINGS: Record<Lang, Record<ResearchTab, [string, string]> & { skills: string; sheet: string }> = {
  en: {
    people: ['Name', 'Job title · grade · business unit'],
    credentials: ['Credential', 'Client · code'],
    solutions: ['Solution', 'Summary'],
    groups: ['Group', 'Type'],
    skills: 'Skills asked (time practised)',
    sheet: 'Research',
  },
  fr: {
    people: ['Nom', 'Poste · grade · business unit'],
    credentials: ['Référence', 'Client · code'],
    solutions: ['Solution', 'Résumé'],
    groups: ['Groupe', 'Type'],
    skills: 'Compétences demandées (durée de pratique)',
    sheet: 'Recherche',
  },
};

/** A group's type in the reader's words, as the web's `groups.type.*` says it: never 'guild'. */
const GROUP_TYPE_WORDS: Record<Lang, Record<GroupType, string>> = {
  en: { team: 'Team', squad: 'Squad', chapter: 'Chapter', guild: 'Guild' },
  fr: { team: 'Équipe', squad: 'Squad', chapter: 'Chapitre', guild: 'Guilde' },
};

const isGroupType = (value: string): value is GroupType => GROUP_TYPES.some((type) => type === value);

/** A line's subtitle as the reader reads it: a group's is its type. */
function subtitleText(tab: ResearchTab, subtitle: string | null, lang: Lang): string {
  if (subtitle === null) return '';
  return tab === 'groups' && isGroupType(subtitle) ? GROUP_TYPE_WORDS[lang][subtitle] : subtitle;
}

/** A skill's time practised in the reader's words, as the web's `skills.duration` says it. */
function durationText(totalMonths: number, lang: Lang): string {
  const { years, months } = skillDuration(totalMonths);
  const yearWords = lang === 'fr' ? (years > 1 ? 'ans' : 'an') : years > 1 ? 'yrs' : 'yr';
  const parts = [
    years > 0 ? `${years} ${yearWords}` : '',
    months > 0 || years === 0 ? `${months} ${lang === 'fr' ? 'mois' : 'mo'}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** One tab's lines as a table: a person's line adds the skills asked with their time practised. */
export function researchTable(tab: ResearchTab, rows: readonly ResearchHit[], lang: Lang): ExportTable {
  const words = HEADINGS[lang];
  const people = tab === 'people';
  return {
    sheet: words.sheet,
    headers: [...words[tab], ...(people ? [words.skills] : [])],
    rows: rows.map((row) => [
      row.title,
      subtitleText(tab, row.subtitle, lang),
      ...(people
        ? [row.skills.map(({ skill, months }) => `${skill} (${durationText(months, lang)})`).join(', ')]
        : []),
    ]),
  };
}
