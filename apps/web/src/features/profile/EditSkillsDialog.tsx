import DialogContentText from '@mui/material/DialogContentText';
import { zodResolver } from '@hookform/resolvers/zod';
import { usersObject, PROFILE_LIST_MAX, UserSelfPatch, type User } from '@atrium/contract';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrors } from '../../api/HttpError';
import { useUpdate } from '../../api/mutations';
import { formErrorText, formIssueKey } from '../../forms/formErrors';
import { RecordDialog } from '../../forms/RecordDialog';
import { firstErrorMessage, recordDialogProps } from '../../forms/recordForm';
import { TagPicker } from '../../forms/TagPicker';
import { SKILL_FIELDS, type SkillType } from './skillTypes';
import { profileMessages } from './profileMessages';
import { skillsMessages } from './skillsMessages';

type Props = { person: User; type: SkillType; own: boolean; onClose: () => void };

/** The form holds the one list it edits, under its own name: `{ technical_skills: […] }`. */
type FormValues = Partial<Record<(typeof SKILL_FIELDS)[SkillType], string[]>>;
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
    defaultValues: { [field]: person[field] },
  });

  const submit = handleSubmit(async (data) => {
    try {
      await update.mutateAsync({ id: person.id, data, modifiedTagType: type });
    } catch (failure) {
      // The notification said why; a field message, if any, goes under the field.
      const [message] = Object.values(fieldErrors(failure));
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
            error={formErrorText(intl, firstErrorMessage(fieldState.error))}
            autoFocus
          />
        )}
      />
    </RecordDialog>
  );
}
