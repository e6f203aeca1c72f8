import { RESUME_LANGUAGES, RESUME_SECTIONS, ResumePatch, type Resume } from '@atrium/contract';
import { z } from 'zod';

const formShape = z.object({
  title: z.string(),
  language: z.enum(RESUME_LANGUAGES),
  summary: z.string(),
  sections: z.array(z.enum(RESUME_SECTIONS)),
  /** True: the resume lists every skill of the profile, as it changes (`skills: null`). */
  allSkills: z.boolean(),
  skills: z.array(z.string()),
  allExperiences: z.boolean(),
  experience_ids: z.array(z.string()),
});

export type ResumeFormValues = z.infer<typeof formShape>;

/** A new resume starts like the base one: every section, every skill and experience. */
export function resumeFormValues(resume: Resume | undefined, language: Resume['language']): ResumeFormValues {
  return {
    title: resume?.title ?? '',
    language: resume?.language ?? language,
    summary: resume?.summary ?? '',
    sections: resume ? [...resume.sections] : [...RESUME_SECTIONS],
    allSkills: resume ? resume.skills === null : true,
    skills: resume?.skills ?? [],
    allExperiences: resume ? resume.experience_ids === null : true,
    experience_ids: resume?.experience_ids ?? [],
  };
}

/** The resume's fields as the API takes them; sections in the order they are printed. */
export function resumeBody(values: ResumeFormValues) {
  return {
    title: values.title.trim(),
    language: values.language,
    summary: values.summary.trim(),
    sections: RESUME_SECTIONS.filter((section) => values.sections.includes(section)),
    skills: values.allSkills ? null : values.skills,
    experience_ids: values.allExperiences ? null : values.experience_ids,
  };
}

/** The form checked by the contract's ResumePatch (every field given), for a new resume and a change. */
export const resumeFormSchema = formShape
  .transform((values): ResumePatch => resumeBody(values))
  .pipe(ResumePatch);

export type ResumeBody = z.output<typeof resumeFormSchema>;
