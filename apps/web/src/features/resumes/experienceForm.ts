import { ExperiencePatch, type Experience } from '@atrium/contract';
import { z } from 'zod';

const formShape = z.object({
  client: z.string(),
  role: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  description: z.string(),
  skills: z.array(z.string()),
});

export type ExperienceFormValues = z.infer<typeof formShape>;

export function experienceFormValues(experience: Experience | undefined): ExperienceFormValues {
  return {
    client: experience?.client ?? '',
    role: experience?.role ?? '',
    start_date: experience?.start_date ?? '',
    end_date: experience?.end_date ?? '',
    description: experience?.description ?? '',
    skills: experience?.skills ?? [],
  };
}

/** Checked by the contract's ExperiencePatch with every field given; no end date means ongoing. */
export const experienceFormSchema = formShape
  .transform((values): ExperiencePatch => ({
    client: values.client.trim(),
    role: values.role.trim(),
    start_date: values.start_date,
    end_date: values.end_date === '' ? null : values.end_date,
    description: values.description.trim(),
    skills: values.skills,
  }))
  .pipe(ExperiencePatch);

export type ExperienceBody = z.output<typeof experienceFormSchema>;
