import DialogContentText from '@mui/material/DialogContentText';
import { zodResolver } from '@hookform/resolvers/zod';
import { usersObject, PROFILE_LIST_MAX, UserSelfPatch, type User } from '@atrium/contract';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { serverFieldErrors } from '../../forms/formIssues';
import { useUpdate } from '../../api/mutations';
import { formIssueKey } from '../../forms/formErrors';
import { fieldErrorText } from '../../forms/formIssues';
import { RecordDialog } from '../../forms/RecordDialog';
import { firstErrorMessage, recordDialogProps } from '../../forms/recordForm';
import { TagPicker } from '../../forms/TagPicker';
import { MentoringFlags } from './MentoringFlags';
import { SKILL_FIELDS, type SkillType } from './skillTypes';
import { profileMessages } from './profileMessages';
import { skillsMessages } from './skillsMessages';

type Props = { person: User; type: SkillType; own: boolean; onClose: () => void };

/**
 * The form holds the one list it edits, under its own name (`{ technical_skills: […] }`), the
 * skills flagged "can mentor" (all of them: the server keeps them to the top skills), and, with the
 * technical skills, those the person wants to learn.
 */
type FormValues = Partial<
  Record<(typeof SKILL_FIELDS)[SkillType] | 'mentoring_skills' | 'learning_skills', string[]>
>;
const resolver = zodResolver(UserSelfPatch, { error: formIssueKey });

/**
 * 'Edit my skills': the top technical or sectorial skills, chosen from the tag list, at most the
 * contract's maximum; saved with `PATCH …/users/{id}?modified_tag_type={type}`.
 */
export function EditSkillsDialog({ person, type, own, onClose }: Props) {
  const intl = useIntl();
  const field = SKILL_FIELDS[type];
  const update = useUpdate(usersObject);
  const { control, handleSubmit, setError, formState } = useForm<FormValues, unknown, UserSelfPatch>({
    resolver,
    defaultValues: {
      [field]: person[field],
      mentoring_skills: person.mentoring_skills,
      ...(type === 'technical' && { learning_skills: person.learning_skills }),
    },
  });
  const listed = useWatch({ control, name: field }) ?? [];

  const submit = handleSubmit(async ({ mentoring_skills, learning_skills, ...data }) => {
    // The list always; the flags and wishes only when they changed, so saving skills alone says so.
    const { dirtyFields } = formState;
    const patch = {
      ...data,
      ...(dirtyFields.mentoring_skills && { mentoring_skills }),
      ...(dirtyFields.learning_skills && { learning_skills }),
    };
    try {
      await update.mutateAsync({ id: person.id, data: patch, modifiedTagType: type });
    } catch (failure) {
      // The notification said why; a field message, if any, goes under the field.
      const [message] = Object.values(serverFieldErrors(intl, failure));
      if (message) setError(field, { message });
      return;
    }
    onClose();
  });

  return (
    <RecordDialog
      title={<FormattedMessage {...(own ? profileMessages.editMySkills : profileMessages.editSkills)} />}
      {...recordDialogProps(formState, submit, onClose)}
      size="sm"
    >
      <DialogContentText>
        <FormattedMessage {...skillsMessages.help} />
      </DialogContentText>
      <Controller
        control={control}
        name={field}
        render={({ field: { value, onChange }, fieldState }) => (
          <TagPicker
            type={type}
            label={intl.formatMessage(
              type === 'technical' ? skillsMessages.technicalTitle : skillsMessages.sectorialTitle,
            )}
            value={value ?? []}
            onChange={onChange}
            max={PROFILE_LIST_MAX[field]}
            error={fieldErrorText(intl, firstErrorMessage(fieldState.error))}
            autoFocus
          />
        )}
      />
      <Controller
        control={control}
        name="mentoring_skills"
        render={({ field: { value = [], onChange } }) => (
          <MentoringFlags skills={listed} flagged={value} onChange={onChange} />
        )}
      />
      {type === 'technical' && (
        <Controller
          control={control}
          name="learning_skills"
          render={({ field: { value, onChange }, fieldState }) => (
            <TagPicker
              type="technical"
              label={intl.formatMessage(skillsMessages.learningTitle)}
              value={value ?? []}
              onChange={onChange}
              max={PROFILE_LIST_MAX.technical_skills}
              error={fieldErrorText(intl, firstErrorMessage(fieldState.error))}
            />
          )}
        />
      )}
    </RecordDialog>
  );
}
