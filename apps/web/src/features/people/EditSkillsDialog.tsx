import { useId, useState, type FormEvent } from 'react';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { usersObject, PROFILE_LIST_MAX, UserSelfPatch, type User } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormDialog } from '../../forms/FormDialog';
import { FormDialogActions } from '../../forms/FormDialogActions';
import { useChanged } from '../../forms/useChanged';
import { fieldErrors } from '../../api/HttpError';
import { useUpdate } from '../../api/mutations';
import { formErrorText, formIssueKey } from '../../forms/formErrors';
import { SKILL_FIELDS, type SkillType } from './peopleApi';
import { profileMessages } from './profileMessages';
import { skillsMessages } from './skillsMessages';
import { TagPicker } from '../../forms/TagPicker';

type Props = { person: User; type: SkillType; own: boolean; onClose: () => void };

/**
 * 'Edit my skills': the top technical or sectorial skills, chosen from the tag list, at most the
 * contract's maximum; saved with `PATCH …/users/{id}?modified_tag_type={type}`.
 */
export function EditSkillsDialog({ person, type, own, onClose }: Props) {
  const intl = useIntl();
  const titleId = useId();
  const field = SKILL_FIELDS[type];
  const max = PROFILE_LIST_MAX[field];
  const [skills, setSkills] = useState<string[]>(person[field]);
  const [error, setError] = useState<string>();
  const changed = useChanged(skills);
  const update = useUpdate(usersObject);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = { [field]: skills };
    const checked = UserSelfPatch.safeParse(data, { error: formIssueKey });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    try {
      await update.mutateAsync({ id: person.id, data: checked.data, modifiedTagType: type });
    } catch (failure) {
      // The notification said why; a field message, if any, goes under the field.
      setError(Object.values(fieldErrors(failure))[0]);
      return;
    }
    onClose();
  };

  return (
    <FormDialog dirty={changed} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>
          <FormattedMessage {...(own ? profileMessages.editMySkills : profileMessages.editSkills)} />
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            <FormattedMessage {...skillsMessages.help} />
          </DialogContentText>
          <TagPicker
            type={type}
            label={intl.formatMessage(
              type === 'technical' ? skillsMessages.technicalTitle : skillsMessages.sectorialTitle,
            )}
            value={skills}
            onChange={(next) => {
              setSkills(next);
              setError(undefined);
            }}
            max={max}
            error={formErrorText(intl, error)}
            autoFocus
          />
        </DialogContent>
        <FormDialogActions onCancel={onClose} submitting={update.isPending} />
      </form>
    </FormDialog>
  );
}
