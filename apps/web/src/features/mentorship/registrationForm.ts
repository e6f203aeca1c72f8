import { zodResolver } from '@hookform/resolvers/zod';
import {
  MENTOR_SKILL_LEVELS,
  MentorshipRegistration,
  type MentorshipParticipant,
  type MentorshipRegistrationPatch,
  type MentorSkillLevel,
  type MentorshipRole,
} from '@atrium/contract';
import { z } from 'zod';
import { formIssueKey } from '../../forms/formErrors';

// The contract's fields as a form holds them: the number of mentees as chosen ('' for none yet),
// the levels of the skills chosen ('' for none said).
const formShape = z.object({
  motivation: z.string(),
  goals: z.string(),
  mentee_count: z.string(),
  skills: z.array(z.string()),
  skill_levels: z.record(z.string(), z.enum([...MENTOR_SKILL_LEVELS, ''])),
});
export type RegistrationFormValues = z.input<typeof formShape>;

/** The levels said, of the skills still offered. */
const levelsSaid = ({ skills, skill_levels }: RegistrationFormValues): Record<string, MentorSkillLevel> =>
  Object.fromEntries(
    Object.entries(skill_levels).filter(
      (entry): entry is [string, MentorSkillLevel] => entry[1] !== '' && skills.includes(entry[0]),
    ),
  );

/**
 * Checked by the contract's own MentorshipRegistration, so a mentor without a number of mentees
 * hears 'You need to indicate the number of Mentees!' before anything is sent. A mentee gives
 * goals and no number; a mentor a number and the levels of the skills they kept.
 */
export function registrationSchema(sessionId: string, role: MentorshipRole) {
  return formShape
    .transform((values): z.input<typeof MentorshipRegistration> => ({
      session_id: sessionId,
      role,
      motivation: values.motivation,
      skills: values.skills,
      ...(role === 'mentor'
        ? {
            mentee_count: values.mentee_count === '' ? null : Number(values.mentee_count),
            skill_levels: levelsSaid(values),
          }
        : { goals: values.goals }),
    }))
    .pipe(MentorshipRegistration);
}
export type RegistrationBody = z.output<ReturnType<typeof registrationSchema>>;

export const registrationResolver = (sessionId: string, role: MentorshipRole) =>
  zodResolver(registrationSchema(sessionId, role), { error: formIssueKey });

/** A registration's patch: what may change once registered. */
export const patchOfRegistration = ({
  session_id: _session,
  role: _role,
  ...patch
}: RegistrationBody): MentorshipRegistrationPatch => patch;

/**
 * The form's values: the registration's, or for a new one, the skills the profile says the person
 * can mentor (a mentor) or wants to learn (a mentee).
 */
export const registrationFormValues = (
  participant: MentorshipParticipant | undefined,
  profileSkills: readonly string[] = [],
): RegistrationFormValues => ({
  motivation: participant?.motivation ?? '',
  goals: participant?.goals ?? '',
  mentee_count: participant?.mentee_count == null ? '' : String(participant.mentee_count),
  skills: participant?.skills ?? [...profileSkills],
  skill_levels: participant?.skill_levels ?? {},
});
