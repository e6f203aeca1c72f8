import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  COMPLETION_FIELDS,
  CompletionFieldWeight,
  CompletionProfileCreate,
  completionProfilesObject,
  NEWCOMER_TYPES,
  TEXT_SHORT,
} from '@atrium/contract';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { serverFieldErrors } from '../../forms/formIssues';
import { useCreate, useUpdate } from '../../api/mutations';
import { notify } from '../../api/notifier';
import { formIssueKey } from '../../forms/formErrors';
import { FormSelectField } from '../../forms/FormSelectField';
import { FormTextField } from '../../forms/FormTextField';
import { RecordDialog } from '../../forms/RecordDialog';
import { recordDialogProps } from '../../forms/recordForm';
import { fieldMessages } from '../../i18n/fieldMessages';
import { failureText } from '../../i18n/serverMessage';
import { completionMessages } from './completionMessages';
import { FieldWeights } from './FieldWeights';
import type { Profile } from './ProfilesTab';

// The contract's fields as a form holds them: an empty criterion is '', the target is typed text.
const formShape = z.object({
  name: z.string(),
  employment_type: z.enum(['', ...NEWCOMER_TYPES]),
  grade: z.string(),
  business_unit: z.string(),
  job_profile: z.string(),
  fields: z.array(CompletionFieldWeight),
  target: z.string(),
});
type FormValues = z.input<typeof formShape>;

/** Checked by the contract's own schema: what the server would refuse is refused here first. */
const formSchema = formShape
  .transform((values): z.input<typeof CompletionProfileCreate> => ({
    name: values.name,
    employment_type: values.employment_type || null,
    grade: values.grade.trim() || null,
    business_unit: values.business_unit.trim() || null,
    job_profile: values.job_profile.trim() || null,
    fields: values.fields,
    target: values.target.trim() === '' ? Number.NaN : Number(values.target),
  }))
  .pipe(CompletionProfileCreate);
type Body = z.output<typeof formSchema>;
const resolver = zodResolver(formSchema, { error: formIssueKey });

/** A new profile asks for every field, each counting the same, until told otherwise. */
const valuesOf = (profile: Profile | undefined): FormValues => ({
  name: profile?.name ?? '',
  employment_type: profile?.employment_type ?? '',
  grade: profile?.grade ?? '',
  business_unit: profile?.business_unit ?? '',
  job_profile: profile?.job_profile ?? '',
  fields: profile?.fields ?? COMPLETION_FIELDS.map((field) => ({ field, weight: 1 })),
  target: String(profile?.target ?? 100),
});

type Props = { profile?: Profile; onClose: () => void };

/** Adding or editing a completion profile: its population, its fields and their weights, its target. */
export function ProfileDialog({ profile, onClose }: Props) {
  const intl = useIntl();
  const create = useCreate(completionProfilesObject, { notifyError: false });
  const update = useUpdate(completionProfilesObject, { notifyError: false });
  const { control, handleSubmit, setError, formState } = useForm<FormValues, unknown, Body>({
    resolver,
    defaultValues: valuesOf(profile),
  });
  const { errors } = formState;

  const submit = handleSubmit(async (body) => {
    // The server refuses it too; said here, beside the criteria, in the interface language.
    const criteria = [body.employment_type, body.grade, body.business_unit, body.job_profile];
    if (!profile?.is_default && criteria.every((criterion) => criterion == null)) {
      setError('root.population', { type: 'criterionRequired' });
      return;
    }
    try {
      if (profile) await update.mutateAsync({ id: profile.id, data: body });
      else await create.mutateAsync(body);
    } catch (failure) {
      const errors = serverFieldErrors(intl, failure);
      for (const [field, message] of Object.entries(errors)) {
        setError(field as keyof FormValues, { message });
      }
      if (Object.keys(errors).length === 0) {
        notify('error', failureText(intl, failure));
      }
      return;
    }
    // Every rate was measured again: the write's cache rule refreshes the dashboard with the list.
    onClose();
  });

  const text = (name: 'grade' | 'business_unit' | 'job_profile', label: string) => (
    <FormTextField control={control} name={name} label={label} max={100} />
  );

  return (
    <RecordDialog
      title={
        <FormattedMessage {...(profile ? completionMessages.editProfile : completionMessages.addProfile)} />
      }
      {...recordDialogProps(formState, submit, onClose)}
      long
    >
      <FormTextField
        control={control}
        name="name"
        label={intl.formatMessage(completionMessages.profileName)}
        required
        max={TEXT_SHORT}
        autoFocus
      />
      {profile?.is_default ? (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage {...completionMessages.defaultHelp} />
        </Typography>
      ) : (
        <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            <FormattedMessage {...completionMessages.population} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage {...completionMessages.populationHelp} />
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormSelectField
              control={control}
              name="employment_type"
              label={intl.formatMessage(completionMessages.employmentType)}
              options={[
                { value: '', label: intl.formatMessage(completionMessages.anyType) },
                ...NEWCOMER_TYPES.map((type) => ({
                  value: type,
                  label: intl.formatMessage(completionMessages[type]),
                })),
              ]}
              fullWidth
            />
            {text('grade', intl.formatMessage(fieldMessages.grade))}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {text('business_unit', intl.formatMessage(fieldMessages.business_unit))}
            {text('job_profile', intl.formatMessage(completionMessages.jobProfile))}
          </Stack>
          {errors.root?.population && (
            <Typography role="alert" variant="body2" color="error">
              <FormattedMessage {...completionMessages.criterionRequired} />
            </Typography>
          )}
        </Stack>
      )}
      <Controller
        control={control}
        name="fields"
        render={({ field: { value, onChange }, fieldState }) => (
          <FieldWeights value={value} onChange={onChange} invalid={Boolean(fieldState.error)} />
        )}
      />
      <FormTextField
        control={control}
        name="target"
        type="number"
        label={intl.formatMessage(completionMessages.targetLabel)}
        helper={intl.formatMessage(completionMessages.targetHelp)}
        required
      />
    </RecordDialog>
  );
}
