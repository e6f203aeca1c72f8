import { COMPLETION_FIELDS, type CompletionField } from '@atrium/contract';
import { SKILL_FIELDS, type SkillType } from './skillTypes';

/** The profile's dialogs, and for Edit my profile the field to put the cursor in. */
export type ProfileDialog =
  { kind: 'profile'; focus?: CompletionField } | { kind: 'photo' } | { kind: 'skills'; type: SkillType };

/** `?fix=` of a campaign's link: the profile field a person was asked to complete. */
export const FIX_PARAM = 'fix';

const isCompletionField = (value: string): value is CompletionField =>
  (COMPLETION_FIELDS as readonly string[]).includes(value);

/**
 * The dialog that fixes `field` (a campaign mail's link, `/profile/{id}?fix={field}`): the photo,
 * the skills of its type, or Edit my profile, which holds every other field (certificates and job
 * profiles included); none for a value that is not a completion field.
 */
export function dialogFixing(field: string | null): ProfileDialog | undefined {
  if (!field || !isCompletionField(field)) return undefined;
  if (field === 'has_picture') return { kind: 'photo' };
  const skill = (Object.keys(SKILL_FIELDS) as SkillType[]).find((type) => SKILL_FIELDS[type] === field);
  if (skill) return { kind: 'skills', type: skill };
  return { kind: 'profile', focus: field };
}
