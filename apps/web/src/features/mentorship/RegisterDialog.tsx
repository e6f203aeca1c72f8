import { useMemo } from 'react';
import {
  MENTEES_PER_MENTOR_MAX,
  mentorshipParticipantsObject,
  TEXT_MEDIUM,
  usersObject,
  type MentorshipParticipant,
  type MentorshipRole,
} from '@atrium/contract';
import { Controller, useForm, type Path } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { serverFieldErrors } from '../../forms/formIssues';
import { useCreate, useUpdate } from '../../api/mutations';
import { useSelf } from '../../api/queries';
import { notify } from '../../api/notifier';
import { fieldErrorText } from '../../forms/formIssues';
import { FormSelectField } from '../../forms/FormSelectField';
import { FormTextField } from '../../forms/FormTextField';
import { RecordDialog } from '../../forms/RecordDialog';
import { TagPicker } from '../../forms/TagPicker';
import { failureText } from '../../i18n/serverMessage';
import { useRefreshMentorship } from './mentorshipApi';
import { processMessages } from './processMessages';
import {
  patchOfRegistration,
  registrationFormValues,
  registrationResolver,
  type RegistrationBody,
  type RegistrationFormValues,
} from './registrationForm';
import { SkillLevelFields } from './SkillLevelFields';

const SKILLS_MAX = 10;
const COUNTS = Array.from({ length: MENTEES_PER_MENTOR_MAX }, (_, index) => String(index + 1));

type Props = {
  sessionId: string;
  role: MentorshipRole;
  /** The registration to change; a new one when absent. */
  participant?: MentorshipParticipant;
  onClose: () => void;
};

/**
 * Registering in a session as a mentor (motivation, number of mentees, skills offered and their
 * levels) or as a mentee (motivation, goals, skills to grow); or changing one's registration.
 */
export function RegisterDialog({ sessionId, role, participant, onClose }: Props) {
  const intl = useIntl();
  const create = useCreate(mentorshipParticipantsObject, { notifyError: false });
  const update = useUpdate(mentorshipParticipantsObject, { notifyError: false });
  const refresh = useRefreshMentorship();
  const resolver = useMemo(() => registrationResolver(sessionId, role), [sessionId, role]);
  // Loaded with the signed-in layout: what the profile offers or wishes, to start from.
  const self = useSelf(usersObject, {}, { notifyError: false });
  const profileSkills = role === 'mentor' ? self.data?.mentoring_skills : self.data?.learning_skills;
  const {
    control,
    handleSubmit,
    setError,
    formState: { isDirty, isSubmitting },
  } = useForm<RegistrationFormValues, unknown, RegistrationBody>({
    resolver,
    // The profile may arrive after the dialog opens: its skills fill in what was not typed yet.
    values: useMemo(() => registrationFormValues(participant, profileSkills), [participant, profileSkills]),
    resetOptions: { keepDirtyValues: true },
  });
  const mentor = role === 'mentor';

  const submit = handleSubmit(async (body) => {
    try {
      if (participant) await update.mutateAsync({ id: participant.id, data: patchOfRegistration(body) });
      else await create.mutateAsync(body);
    } catch (failure) {
      const errors = serverFieldErrors(intl, failure);
      for (const [field, message] of Object.entries(errors))
        setError(field as Path<RegistrationFormValues>, { message });
      if (Object.keys(errors).length === 0) notify('error', failureText(intl, failure));
      return;
    }
    // The process and the session's counters change with a registration.
    void refresh();
    onClose();
  });

  const title = participant
    ? processMessages.editRegistration
    : mentor
      ? processMessages.registerMentor
      : processMessages.registerMentee;
  return (
    <RecordDialog
      title={<FormattedMessage {...title} />}
      dirty={isDirty}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      submitting={isSubmitting}
      submitLabel={participant ? undefined : <FormattedMessage {...processMessages.register} />}
      long
    >
      <FormTextField
        control={control}
        name="motivation"
        label={intl.formatMessage(processMessages.motivation)}
        max={TEXT_MEDIUM}
        multiline
        minRows={3}
        autoFocus
      />
      {mentor ? (
        <FormSelectField
          control={control}
          name="mentee_count"
          label={intl.formatMessage(processMessages.menteeCount)}
          options={COUNTS.map((count) => ({ value: count, label: count }))}
          required
          sx={{ maxWidth: 240 }}
        />
      ) : (
        <FormTextField
          control={control}
          name="goals"
          label={intl.formatMessage(processMessages.goals)}
          max={TEXT_MEDIUM}
          multiline
          minRows={3}
        />
      )}
      <Controller
        control={control}
        name="skills"
        render={({ field, fieldState }) => (
          <TagPicker
            type="technical"
            label={intl.formatMessage(mentor ? processMessages.skillsOffered : processMessages.skillsWanted)}
            value={field.value}
            onChange={field.onChange}
            max={SKILLS_MAX}
            error={fieldErrorText(intl, fieldState.error?.message)}
          />
        )}
      />
      {mentor && <SkillLevelFields control={control} />}
    </RecordDialog>
  );
}
