import { RESUME_SECTIONS, type ResumeLanguage, type ResumeSection } from '@atrium/contract';
import type { UserRow } from '../../platform/users/users.tables.ts';
import type { ExperienceRow, ResumeRow } from './people.tables.ts';
import { RESUME_LABELS } from './resume-labels.ts';

export type ResumePicture = { bytes: Buffer; width: number; height: number };

/** What a resume is made of, once chosen and worded; the Word and PDF layouts only place it. */
export type ResumeContent = {
  language: ResumeLanguage;
  name: string;
  title: string | null;
  subtitle: string | null;
  picture: ResumePicture | null;
  blocks: ResumeBlock[];
};

export type ResumeEntry = { title: string; meta: string; text: string };
export type ResumeBlock =
  | { kind: 'text'; heading: string; text: string }
  /** `inline` lists run on one line (skills: many short words); others are bulleted. */
  | { kind: 'list'; heading: string; items: string[]; inline?: boolean }
  | { kind: 'entries'; heading: string; entries: ResumeEntry[] };

export type ResumeSource = {
  person: Pick<
    UserRow,
    | 'first_name'
    | 'last_name'
    | 'job_title'
    | 'grade'
    | 'years_of_experience'
    | 'languages'
    | 'diplomas'
    | 'certificates'
    | 'technical_skills'
    | 'sectorial_skills'
  >;
  resume: Pick<ResumeRow, 'summary' | 'sections' | 'skills' | 'experience_ids'>;
  /** The person's assignments, most recent first. */
  experiences: readonly ExperienceRow[];
  picture: ResumePicture | null;
  /** For tenders that require it: initials and grade for the name and title, no picture. */
  anonymised?: boolean;
  /** Client references a tailored CV keeps, printed after the experiences. */
  references?: readonly ResumeEntry[];
};

/** 'Hélène Le Gall' → 'H. L. G.': who an anonymised resume is, without saying it. */
export function initialsOf(person: { first_name: string; last_name: string }): string {
  return `${person.first_name} ${person.last_name}`
    .split(/[\s-]+/u)
    .filter((word) => word.length > 0)
    .map((word) => `${word.charAt(0).toLocaleUpperCase()}.`)
    .join(' ');
}

/** Picks and words what the resume shows, in the firm's section order; empty sections are left out. */
export function resumeContent(source: ResumeSource, language: ResumeLanguage): ResumeContent {
  const { person, resume } = source;
  const labels = RESUME_LABELS[language];
  const chosen = new Set(resume.sections);
  const blocks = RESUME_SECTIONS.filter((section) => chosen.has(section)).flatMap((section) => {
    const found = block(section, source, language);
    const shown = found ? [found] : [];
    return section === 'experiences' && source.references?.length
      ? [...shown, { kind: 'entries' as const, heading: labels.references, entries: [...source.references] }]
      : shown;
  });
  const anonymised = source.anonymised === true;
  return {
    language,
    name: anonymised ? initialsOf(person) : `${person.first_name} ${person.last_name}`,
    title: anonymised ? (person.grade ?? person.job_title) : person.job_title,
    subtitle:
      person.years_of_experience === null ? null : labels.yearsOfExperience(person.years_of_experience),
    picture: anonymised ? null : source.picture,
    blocks,
  };
}

function block(section: ResumeSection, source: ResumeSource, language: ResumeLanguage): ResumeBlock | null {
  const { person, resume } = source;
  const labels = RESUME_LABELS[language];
  const heading = labels.headings[section];
  const list = (items: readonly string[], inline = false): ResumeBlock | null =>
    items.length ? { kind: 'list', heading, items: [...items], inline } : null;
  const entries = (items: ResumeEntry[]): ResumeBlock | null =>
    items.length ? { kind: 'entries', heading, entries: items } : null;

  switch (section) {
    case 'summary':
      return resume.summary ? { kind: 'text', heading, text: resume.summary } : null;
    case 'skills':
      return list(resume.skills ?? [...person.technical_skills, ...person.sectorial_skills], true);
    case 'experiences': {
      const picked = resume.experience_ids ? new Set(resume.experience_ids) : null;
      return entries(
        source.experiences
          .filter((experience) => !picked || picked.has(experience.id))
          .map((experience) => ({
            title: `${experience.role} — ${experience.client}`,
            meta: `${monthYear(experience.start_date, language)} – ${
              experience.end_date ? monthYear(experience.end_date, language) : labels.ongoing
            }`,
            text: experience.description,
          })),
      );
    }
    case 'languages': {
      const names = new Intl.DisplayNames([language], { type: 'language', fallback: 'code' });
      return list(
        person.languages.map(
          ({ code, level }) => `${capitalize(names.of(code) ?? code)} — ${labels.levels[level]}`,
        ),
      );
    }
    case 'diplomas':
      return entries(
        person.diplomas.map((diploma) => ({
          title: diploma.name,
          meta: [diploma.school, diploma.year].filter((part) => part !== null).join(', '),
          text: diploma.level ?? '',
        })),
      );
    case 'certificates':
      return list(person.certificates);
  }
}

export function monthYear(isoDate: string, language: ResumeLanguage): string {
  return capitalize(
    new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${isoDate}T00:00:00Z`),
    ),
  );
}

export const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
