import { z } from 'zod';
import { PEOPLE_MESSAGES } from './server-messages.ts';
import { PersonRef } from './api.ts';
import {
  ACTIVITY_SKILLS_MAX,
  RESUME_EXPERIENCES_MAX,
  RESUME_SKILLS_MAX,
  RESUME_ZIP_MAX,
  TEXT_LONG,
  TEXT_MEDIUM,
  TEXT_SHORT,
} from './limits.ts';
import { TagName } from './people.ts';
import { defineObject } from './define-object.ts';

export const RESUME_LANGUAGES = ['en', 'fr'] as const;
export type ResumeLanguage = (typeof RESUME_LANGUAGES)[number];

/**
 * The title the base resume is made with. The interfaces show it in the reader's language
 * ("CV de base"); a title the person chose instead is shown as written.
 */
export const BASE_RESUME_TITLE = 'Base resume';

export const RESUME_FORMATS = ['docx', 'pdf'] as const;
export type ResumeFormat = (typeof RESUME_FORMATS)[number];

/** Parts of the firm's resume layout a resume may include, in the order they are printed. */
export const RESUME_SECTIONS = [
  'summary',
  'skills',
  'experiences',
  'languages',
  'diplomas',
  'certificates',
] as const;
export type ResumeSection = (typeof RESUME_SECTIONS)[number];

const requiredText = (max: number) => z.string().trim().min(1).max(max);
const unique = <T>(items: readonly T[]) => new Set(items).size === items.length;

/** `cv_library/experiences`: one past assignment of a person, the material resumes pick from. */
export const Experience = z.object({
  id: z.string(),
  user_id: z.string(),
  client: z.string(),
  role: z.string(),
  /** ISO dates (YYYY-MM-DD); no end date means still going on. */
  start_date: z.string(),
  end_date: z.string().nullable(),
  description: z.string(),
  /** The skills practised there (tag names): what a person's years per skill count. */
  skills: z.array(z.string()),
});
export type Experience = z.infer<typeof Experience>;

const experienceFields = {
  client: requiredText(TEXT_SHORT),
  role: requiredText(TEXT_SHORT),
  start_date: z.iso.date(),
  end_date: z.iso.date().nullable(),
  description: z.string().trim().max(TEXT_LONG),
  skills: z.array(TagName).max(ACTIVITY_SKILLS_MAX).refine(unique, PEOPLE_MESSAGES.skillTwice),
};

const endsAfterStart = (value: { start_date?: string; end_date?: string | null }) =>
  !value.start_date || !value.end_date || value.end_date >= value.start_date;
const endDateIssue = { path: ['end_date'], message: PEOPLE_MESSAGES.experienceEndBeforeStart };

/** A new assignment; `user_id` defaults to the caller (HR and admin may name someone else). */
export const ExperienceInput = z
  .strictObject({
    user_id: z.uuid().optional(),
    ...experienceFields,
    end_date: experienceFields.end_date.default(null),
    description: experienceFields.description.default(''),
    skills: experienceFields.skills.default([]),
  })
  .refine(endsAfterStart, endDateIssue);
export type ExperienceInput = z.infer<typeof ExperienceInput>;

/** A change to an assignment; the server checks the dates against the stored ones too. */
export const ExperiencePatch = z
  .strictObject(experienceFields)
  .partial()
  .refine(endsAfterStart, endDateIssue);
export type ExperiencePatch = z.infer<typeof ExperiencePatch>;

/**
 * `cv_library/resume`: one resume of a person. `skills` and `experience_ids` are what it picks;
 * null means everything the profile has, so a base resume follows the profile as it changes.
 */
export const Resume = z.object({
  id: z.string(),
  user_id: z.string(),
  title: z.string(),
  language: z.enum(RESUME_LANGUAGES),
  summary: z.string(),
  sections: z.array(z.enum(RESUME_SECTIONS)),
  skills: z.array(z.string()).nullable(),
  experience_ids: z.array(z.string()).nullable(),
  /** The resume every person has, made on first use; others are added by hand. */
  is_base: z.boolean(),
  updated_at: z.string(),
});
export type Resume = z.infer<typeof Resume>;

const resumeFields = {
  title: requiredText(TEXT_SHORT),
  language: z.enum(RESUME_LANGUAGES),
  summary: z.string().trim().max(TEXT_MEDIUM),
  sections: z
    .array(z.enum(RESUME_SECTIONS))
    .max(RESUME_SECTIONS.length)
    .refine(unique, PEOPLE_MESSAGES.sectionTwice),
  skills: z.array(TagName).max(RESUME_SKILLS_MAX).refine(unique, PEOPLE_MESSAGES.skillTwice).nullable(),
  experience_ids: z
    .array(z.uuid())
    .max(RESUME_EXPERIENCES_MAX)
    .refine(unique, PEOPLE_MESSAGES.experienceTwice)
    .nullable(),
};

/** A new resume; `user_id` defaults to the caller (HR and admin may name someone else). */
export const ResumeInput = z.strictObject({
  user_id: z.uuid().optional(),
  title: resumeFields.title,
  language: resumeFields.language.default('en'),
  summary: resumeFields.summary.default(''),
  sections: resumeFields.sections.default([...RESUME_SECTIONS]),
  skills: resumeFields.skills.default(null),
  experience_ids: resumeFields.experience_ids.default(null),
});
export type ResumeInput = z.infer<typeof ResumeInput>;

export const ResumePatch = z.strictObject(resumeFields).partial();
export type ResumePatch = z.infer<typeof ResumePatch>;

/** What a generated resume keeps of the profile (the tailored CV of the AI toolbox). */
export const ResumeSelection = z.strictObject({
  skills: z.array(TagName).max(RESUME_SKILLS_MAX).refine(unique, PEOPLE_MESSAGES.skillTwice),
  experience_ids: z
    .array(z.uuid())
    .max(RESUME_EXPERIENCES_MAX)
    .refine(unique, PEOPLE_MESSAGES.experienceTwice),
  certificates: z.array(TagName).max(RESUME_SKILLS_MAX).refine(unique, PEOPLE_MESSAGES.certificateTwice),
  /** Client references (credentials) the person contributed to, printed after the experiences. */
  credential_ids: z
    .array(z.uuid())
    .max(RESUME_EXPERIENCES_MAX)
    .refine(unique, PEOPLE_MESSAGES.credentialTwice)
    .optional(),
});
export type ResumeSelection = z.infer<typeof ResumeSelection>;

/** The built-in layout's name where a `template` may be given: no firm template, Atrium's own. */
export const BUILT_IN_LAYOUT = 'built_in' as const;

/**
 * A CV download's choice of layout: a firm template's id (the CV templates screen), or the
 * built-in layout. Absent: the language's default template if there is one, else the built-in one.
 */
export const CvTemplateRef = z.union([z.uuid(), z.literal(BUILT_IN_LAYOUT)]);
export type CvTemplateRef = z.infer<typeof CvTemplateRef>;

/** A zip's layouts, per language (each resume is made in its own language). */
export const CvTemplateRefs = z.strictObject({
  en: CvTemplateRef.optional(),
  fr: CvTemplateRef.optional(),
});
export type CvTemplateRefs = z.infer<typeof CvTemplateRefs>;

/**
 * `POST /api/c13s/v2/cv_library/resume/generate`: the person's resume as a file. Without
 * `resume_id`, their base resume. Everyone may generate their own; another person's needs
 * 'resume update' (HR, admin).
 */
export const GenerateResumeInput = z.strictObject({
  user_id: z.uuid(),
  resume_id: z.uuid().optional(),
  format: z.enum(RESUME_FORMATS),
  language: z.enum(RESUME_LANGUAGES),
  /** The tailored CV: only these skills, experiences and certificates of the resume's person. */
  selection: ResumeSelection.optional(),
  /** For tenders that require it: no name, picture or contact; initials and grade instead. */
  anonymised: z.boolean().optional(),
  /** The layout: a firm's published template of the CV's language, or the built-in one. */
  template: CvTemplateRef.optional(),
});
export type GenerateResumeInput = z.infer<typeof GenerateResumeInput>;

/**
 * `POST /api/c13s/v2/cv_library/resume/zip`: several resumes in one zip, each in its own language:
 * resumes by id (the CV library), or people's base resumes (the managing tools).
 */
export const ResumeZipInput = z.union([
  z.strictObject({
    resume_ids: z.array(z.uuid()).min(1).max(RESUME_ZIP_MAX).refine(unique, PEOPLE_MESSAGES.resumeTwice),
    format: z.enum(RESUME_FORMATS),
    templates: CvTemplateRefs.optional(),
  }),
  z.strictObject({
    user_ids: z.array(z.uuid()).min(1).max(RESUME_ZIP_MAX).refine(unique, PEOPLE_MESSAGES.personTwice),
    format: z.enum(RESUME_FORMATS),
    templates: CvTemplateRefs.optional(),
  }),
]);
export type ResumeZipInput = z.infer<typeof ResumeZipInput>;

/** One hit of the CV library (`GET …/cv_library/resume/library`): the resume and whose it is. */
export const ResumeLibraryEntry = Resume.extend({
  person: PersonRef.extend({
    business_unit: z.string().nullable(),
    hub: z.string().nullable(),
    grade: z.string().nullable(),
  }),
});
export type ResumeLibraryEntry = z.infer<typeof ResumeLibraryEntry>;

/** `cv_library/experiences`: a person's missions, shared by their resumes. */
export const experiencesObject = defineObject({
  module: 'cv_library',
  object: 'experiences',
  permission: 'resume',
  record: Experience,
  create: ExperienceInput,
  patch: ExperiencePatch,
  filters: { client: {}, user_id: { type: 'id' } },
  sorts: ['start_date', 'client'],
  deletable: true,
});

/** `cv_library/resume`: a person's resumes (their base one and tailored ones). */
export const resumeObject = defineObject({
  module: 'cv_library',
  object: 'resume',
  permission: 'resume',
  record: Resume,
  create: ResumeInput,
  patch: ResumePatch,
  filters: { language: { values: RESUME_LANGUAGES }, user_id: { type: 'id' } },
  sorts: ['updated_at', 'title'],
  deletable: true,
});
