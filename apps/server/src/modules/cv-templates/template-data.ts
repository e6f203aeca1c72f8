import type { ResumeLanguage } from '@atrium/contract';
import { MimeType, type TemplateData } from 'easy-template-x';
import type { UserRow } from '../../platform/users/users.tables.ts';
import { capitalize, initialsOf, monthYear, type ResumeSource } from '../people/resume-content.ts';
import { RESUME_LABELS } from '../people/resume-labels.ts';

/** What a firm's template is filled from: a resume's source, plus the contact a template may print. */
export type CvTemplateSource = ResumeSource & {
  person: ResumeSource['person'] & Pick<UserRow, 'email' | 'business_unit'>;
  /** The day the CV is made (the firm's, for `{date}`). */
  madeOn: Date;
};

/** The photo's side in a template that places it as a `{photo}` text tag: 3 cm at 96 dpi. */
const PHOTO_SIDE_PX = 113;

/**
 * The values of every placeholder of CV_TEMPLATE_PLACEHOLDERS, worded in the CV's language. A
 * section the resume leaves out is an empty loop; an anonymised CV has no name, contact or photo.
 */
export function cvTemplateData(source: CvTemplateSource, language: ResumeLanguage): TemplateData {
  const { person, resume } = source;
  const labels = RESUME_LABELS[language];
  const chosen = new Set(resume.sections);
  const shown = <T>(section: (typeof resume.sections)[number], items: T[]): T[] =>
    chosen.has(section) ? items : [];
  const anonymised = source.anonymised === true;
  const picked = resume.experience_ids ? new Set(resume.experience_ids) : null;
  const names = new Intl.DisplayNames([language], { type: 'language', fallback: 'code' });
  const photo = !anonymised && source.picture ? source.picture : null;
  const scale = photo ? PHOTO_SIDE_PX / Math.max(photo.width, photo.height) : 1;

  return {
    name: anonymised ? initialsOf(person) : `${person.first_name} ${person.last_name}`,
    first_name: anonymised ? '' : person.first_name,
    last_name: anonymised ? '' : person.last_name,
    initials: initialsOf(person),
    job_title: (anonymised ? (person.grade ?? person.job_title) : person.job_title) ?? '',
    grade: person.grade ?? '',
    years_of_experience:
      person.years_of_experience === null ? '' : labels.yearsOfExperience(person.years_of_experience),
    summary: chosen.has('summary') ? resume.summary : '',
    email: anonymised ? '' : person.email,
    business_unit: person.business_unit ?? '',
    date: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(source.madeOn),
    anonymised,
    named: !anonymised,
    experiences: shown(
      'experiences',
      source.experiences
        .filter((experience) => !picked || picked.has(experience.id))
        .map((experience) => ({
          role: experience.role,
          client: experience.client,
          period: `${monthYear(experience.start_date, language)} – ${
            experience.end_date ? monthYear(experience.end_date, language) : labels.ongoing
          }`,
          description: experience.description,
          skills: experience.skills.join(', '),
        })),
    ),
    skills: shown(
      'skills',
      (resume.skills ?? [...person.technical_skills, ...person.sectorial_skills]).map((skill) => ({ skill })),
    ),
    languages: shown(
      'languages',
      person.languages.map(({ code, level }) => ({
        language: capitalize(names.of(code) ?? code),
        level: labels.levels[level],
      })),
    ),
    education: shown(
      'diplomas',
      person.diplomas.map((diploma) => ({
        degree: diploma.name,
        school: diploma.school ?? '',
        year: diploma.year === null ? '' : String(diploma.year),
      })),
    ),
    certifications: shown(
      'certificates',
      person.certificates.map((certification) => ({ certification })),
    ),
    credentials: (source.references ?? []).map((reference) => ({
      reference: reference.title,
      year: reference.meta,
      contribution: reference.text,
    })),
    ...(photo && {
      photo: {
        _type: 'image',
        source: photo.bytes,
        format: MimeType.Jpeg,
        width: Math.round(photo.width * scale),
        height: Math.round(photo.height * scale),
        altText: 'Photo',
      },
    }),
  };
}
