import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import {
  ACTIVITY_SKILLS_MAX,
  experiencesObject,
  TEXT_LONG,
  TEXT_SHORT,
  type Experience,
  type ExperienceInput,
} from '@atrium/contract';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { peopleErrorText } from '../../forms/peopleIssues';
import { RecordDialog } from '../../forms/RecordDialog';
import { firstErrorMessage, recordDialogProps } from '../../forms/recordForm';
import { fieldErrorText } from '../../forms/formIssues';
import { TagPicker } from '../../forms/TagPicker';
import { useCreate, useUpdate } from '../../api/mutations';
import {
  experienceFormSchema,
  experienceFormValues,
  type ExperienceBody,
  type ExperienceFormValues,
} from './experienceForm';
import { FormDateField } from '../../forms/FormDateField';
import { FieldErrorTextProvider, FormTextField } from '../../forms/FormTextField';
import { peopleIssueKey } from '../../forms/peopleIssues';
import { experienceMessages } from './resumeMessages';

type Props = { personId: string; experience?: Experience; onClose: () => void };

const resolver = zodResolver(experienceFormSchema, { error: peopleIssueKey });

/** One past assignment: client, role, dates (no end date while it goes on) and what was done. */
export function ExperienceDialog({ personId, experience, onClose }: Props) {
  const intl = useIntl();
  const create = useCreate(experiencesObject);
  const update = useUpdate(experiencesObject);
  const { control, handleSubmit, formState } = useForm<ExperienceFormValues, unknown, ExperienceBody>({
    resolver,
    defaultValues: experienceFormValues(experience),
  });

  const submit = handleSubmit(async (body) => {
    try {
      if (experience) await update.mutateAsync({ id: experience.id, data: body });
      else await create.mutateAsync({ ...body, user_id: personId } as ExperienceInput);
    } catch {
      return;
    }
    onClose();
  });

  return (
    <FieldErrorTextProvider value={peopleErrorText}>
      <RecordDialog
        title={<FormattedMessage {...(experience ? experienceMessages.edit : experienceMessages.add)} />}
        {...recordDialogProps(formState, submit, onClose)}
        size="sm"
      >
        <FormTextField
          control={control}
          name="role"
          label={intl.formatMessage(experienceMessages.role)}
          max={TEXT_SHORT}
          required
          autoFocus
        />
        <FormTextField
          control={control}
          name="client"
          label={intl.formatMessage(experienceMessages.client)}
          max={TEXT_SHORT}
          required
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormDateField
            control={control}
            name="start_date"
            label={intl.formatMessage(experienceMessages.start)}
            required
          />
          <FormDateField
            control={control}
            name="end_date"
            label={intl.formatMessage(experienceMessages.end)}
            helper={intl.formatMessage(experienceMessages.endHelp)}
          />
        </Stack>
        <Controller
          control={control}
          name="skills"
          render={({ field: { value, onChange }, fieldState }) => (
            <TagPicker
              type="technical"
              label={intl.formatMessage(experienceMessages.skills)}
              value={value}
              onChange={onChange}
              max={ACTIVITY_SKILLS_MAX}
              error={fieldErrorText(intl, firstErrorMessage(fieldState.error))}
            />
          )}
        />
        <FormTextField
          control={control}
          name="description"
          label={intl.formatMessage(experienceMessages.description)}
          max={TEXT_LONG}
          multiline
          minRows={4}
        />
      </RecordDialog>
    </FieldErrorTextProvider>
  );
}
