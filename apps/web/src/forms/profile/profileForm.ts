import { LANGUAGE_LEVELS, UserPatch, UserSelfPatch, USER_MANAGED_FIELDS, type User } from '@atrium/contract';
import { z } from 'zod';

const formShape = z.object({
  first_name: z.string(),
  last_name: z.string(),
  pronouns: z.string(),
  job_title: z.string(),
  years_of_experience: z.string(),
  linkedin: z.string(),
  mobile: z.string(),
  languages: z.array(z.object({ code: z.string(), level: z.enum([...LANGUAGE_LEVELS, '']) })),
  diplomas: z.array(z.object({ school: z.string(), name: z.string(), level: z.string(), year: z.string() })),
  certificates: z.array(z.string()),
  job_profiles: z.array(z.string()),
  available_from: z.string(),
  interested_skills: z.array(z.string()),
  interested_clients: z.array(z.string()),
  grade: z.string(),
  position: z.string(),
  business_unit: z.string(),
  business_line: z.string(),
  hub: z.string(),
  market: z.string(),
});

/** What the 'Edit my profile' form holds: text as typed (a level may be not chosen yet), lists as edited. */
export type ProfileFormValues = z.infer<typeof formShape>;

const text = (value: string | null) => value ?? '';

/** The form's starting point: the profile as it is. */
export function profileFormValues(person: User): ProfileFormValues {
  return {
    first_name: person.first_name,
    last_name: person.last_name,
    pronouns: text(person.pronouns),
    job_title: text(person.job_title),
    years_of_experience: person.years_of_experience === null ? '' : String(person.years_of_experience),
    linkedin: text(person.linkedin),
    mobile: text(person.mobile),
    languages: person.languages.map(({ code, level }) => ({ code, level })),
    diplomas: person.diplomas.map((diploma) => ({
      school: diploma.school,
      name: diploma.name,
      level: text(diploma.level),
      year: diploma.year === null ? '' : String(diploma.year),
    })),
    certificates: [...person.certificates],
    job_profiles: [...person.job_profiles],
    available_from: text(person.available_from),
    interested_skills: [...person.interested_skills],
    interested_clients: [...person.interested_clients],
    grade: text(person.grade),
    position: text(person.position),
    business_unit: text(person.business_unit),
    business_line: text(person.business_line),
    hub: text(person.hub),
    market: text(person.market),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value.trim()));

/**
 * The PATCH body of the form: empty text is "none" (null). Fields only HR may change are left
 * out for everyone else, so the server's check never has to refuse them.
 */
export function profilePatch(values: ProfileFormValues, manager: boolean): Record<string, unknown> {
  const patch: Record<string, unknown> = {
    pronouns: orNull(values.pronouns),
    job_title: orNull(values.job_title),
    years_of_experience: numberOrNull(values.years_of_experience),
    linkedin: orNull(values.linkedin),
    mobile: orNull(values.mobile),
    languages: values.languages.map(({ code, level }) => ({ code: code.trim(), level })),
    diplomas: values.diplomas.map((diploma) => ({
      school: diploma.school.trim(),
      name: diploma.name.trim(),
      level: orNull(diploma.level),
      year: numberOrNull(diploma.year),
    })),
    certificates: values.certificates,
    job_profiles: values.job_profiles,
    available_from: orNull(values.available_from),
    interested_skills: values.interested_skills,
    interested_clients: values.interested_clients,
  };
  if (manager) {
    patch.first_name = values.first_name.trim();
    patch.last_name = values.last_name.trim();
    for (const field of USER_MANAGED_FIELDS) {
      // The profile form does not show the employment type (the newcomer dialog and imports set it).
      if (field !== 'first_name' && field !== 'last_name' && field !== 'employment_type')
        patch[field] = orNull(values[field]);
    }
  }
  return patch;
}

/**
 * The form checked by the contract itself: the typed values become the PATCH body, which must
 * satisfy UserPatch (HR) or UserSelfPatch (everyone else). Issues keep the form's field paths.
 */
export function profileFormSchema(manager: boolean) {
  return formShape
    .transform((values) => profilePatch(values, manager))
    .pipe(manager ? UserPatch : UserSelfPatch);
}

/** The PATCH body the form produces once checked. */
export type ProfilePatch = z.output<ReturnType<typeof profileFormSchema>>;
