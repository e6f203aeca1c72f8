import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ACTIVITY_SKILLS_MAX,
  credentialsObject,
  CREDENTIAL_SOLUTIONS_MAX,
  CredentialInput,
  CredentialPatch,
  TEXT_LONG,
  TEXT_MEDIUM,
  TEXT_SHORT,
  type Credential,
  type SolutionRef,
} from '@atrium/contract';
import { Controller, get, useForm, type Resolver } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { RecordDialog } from '../../forms/RecordDialog';
import { UploadProgress } from '../../forms/UploadProgress';
import { useUpload } from '../../forms/useUpload';
import { useCreate, useRefreshAfter, useUpdate } from '../../api/mutations';
import { formIssueKey } from '../../forms/formErrors';
import { fieldErrorText } from '../../forms/formIssues';
import { FormDateField } from '../../forms/FormDateField';
import { FormTextField } from '../../forms/FormTextField';
import { firstErrorMessage, optionalText, recordDialogProps, setServerErrors } from '../../forms/recordForm';
import { PeoplePicker, type PickedPerson } from '../../layout/PeoplePicker';
import { ContributorsField, type ContributorDraft } from './ContributorsField';
import { createCredentialWithFile } from './credentialsApi';
import { credentialsMessages } from './credentialsMessages';
import { SolutionPicker } from './SolutionPicker';
import { TagPicker } from '../../forms/TagPicker';
import { FormTagSelect } from '../../forms/FormTagSelect';

type Props = { onClose: () => void; credential?: Credential };

type FormValues = {
  name: string;
  client: string;
  company: string;
  start_date: string;
  end_date: string;
  description: string;
  challenge: string;
  solution: string;
  results: string;
  sales_owner: PickedPerson[];
  credential_manager: PickedPerson[];
  solutions: SolutionRef[];
  skills: string[];
  contributors: ContributorDraft[];
};

const valuesOf = (credential: Credential | undefined): FormValues => ({
  name: credential?.name ?? '',
  client: credential?.client ?? '',
  company: credential?.company ?? '',
  start_date: credential?.start_date ?? '',
  end_date: credential?.end_date ?? '',
  description: credential?.description ?? '',
  challenge: credential?.challenge ?? '',
  solution: credential?.solution ?? '',
  results: credential?.results ?? '',
  sales_owner: credential?.sales_owner ? [credential.sales_owner] : [],
  credential_manager: credential?.credential_manager ? [credential.credential_manager] : [],
  solutions: credential?.solutions ?? [],
  skills: credential?.skills ?? [],
  contributors:
    credential?.contributors.map(({ user, description }) => ({ person: user, description })) ?? [],
});

/** The form as the contract's input: blank texts as no value, people and solutions by id. */
const bodyOf =
  (editing: boolean) =>
  (values: FormValues): z.input<typeof CredentialPatch> => ({
    name: values.name,
    client: values.client,
    company: optionalText(values.company),
    start_date: optionalText(values.start_date),
    end_date: optionalText(values.end_date),
    description: optionalText(values.description),
    challenge: optionalText(values.challenge),
    solution: optionalText(values.solution),
    results: optionalText(values.results),
    // A new credential without a sales owner is the author's (the server's default).
    ...((editing || values.sales_owner[0]) && { sales_owner: values.sales_owner[0]?.id ?? null }),
    credential_manager: values.credential_manager[0]?.id ?? null,
    solutions: values.solutions.map((solution) => solution.id),
    skills: values.skills,
    contributors: values.contributors
      .filter((row) => row.person)
      .map((row) => ({ user_id: row.person!.id, description: row.description })),
  });
const createResolver: Resolver<FormValues, unknown, CredentialPatch> = zodResolver(
  z.custom<FormValues>().transform(bodyOf(false)).pipe(CredentialInput),
  { error: formIssueKey },
);
const updateResolver = zodResolver(z.custom<FormValues>().transform(bodyOf(true)).pipe(CredentialPatch), {
  error: formIssueKey,
});

/** The 'edit credential' dialog; without a credential it records one, deck included. */
export function CredentialDialog({ onClose, credential }: Props) {
  const intl = useIntl();
  const refresh = useRefreshAfter();
  const create = useCreate(credentialsObject);
  const update = useUpdate(credentialsObject);
  const [deck, setDeck] = useState<File | null>(null);
  const sending = useUpload();
  const { control, handleSubmit, setError, formState } = useForm<FormValues, unknown, CredentialPatch>({
    resolver: credential ? updateResolver : createResolver,
    defaultValues: valuesOf(credential),
  });
  const { errors } = formState;

  const submit = handleSubmit(async (body) => {
    try {
      if (credential) {
        await update.mutateAsync({ id: credential.id, data: body });
      } else if (deck) {
        await sending.track(deck, (tracking) => createCredentialWithFile(body, deck, tracking));
        await refresh('create', credentialsObject);
      } else {
        // Checked by CredentialInput when there is no credential yet.
        await create.mutateAsync(body as CredentialInput);
      }
    } catch (failure) {
      setServerErrors(setError, failure, intl);
      return;
    }
    onClose();
  });

  const text = (name: 'name' | 'company', required = false) => (
    <FormTextField
      control={control}
      name={name}
      label={intl.formatMessage(credentialsMessages[name])}
      max={TEXT_SHORT}
      required={required}
    />
  );
  const longText = (name: 'description' | 'challenge' | 'solution' | 'results') => (
    <FormTextField
      control={control}
      name={name}
      label={intl.formatMessage(credentialsMessages[name])}
      max={name === 'description' ? TEXT_MEDIUM : TEXT_LONG}
      multiline
      minRows={3}
    />
  );
  const person = (name: 'sales_owner' | 'credential_manager') => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PeoplePicker
          single
          label={intl.formatMessage(
            name === 'sales_owner' ? credentialsMessages.salesOwner : credentialsMessages.credentialManager,
          )}
          value={field.value}
          onChange={field.onChange}
          error={fieldErrorText(intl, fieldState.error?.message)}
        />
      )}
    />
  );

  return (
    <RecordDialog
      title={<FormattedMessage {...(credential ? credentialsMessages.edit : credentialsMessages.create)} />}
      {...recordDialogProps(formState, submit, onClose)}
      dirty={formState.isDirty || deck !== null}
      footer={<UploadProgress upload={sending} />}
    >
      {credential && (
        <Typography color="text.secondary">
          <FormattedMessage {...credentialsMessages.projectCode} />: {credential.project_code}
        </Typography>
      )}
      {text('name', true)}
      <FormTagSelect
        control={control}
        name="client"
        type="client"
        label={intl.formatMessage(credentialsMessages.client)}
        required
      />
      {text('company')}
      <FormDateField
        control={control}
        name="start_date"
        label={intl.formatMessage(credentialsMessages.startDate)}
      />
      <FormDateField
        control={control}
        name="end_date"
        label={intl.formatMessage(credentialsMessages.endDate)}
      />
      {longText('description')}
      {longText('challenge')}
      {longText('solution')}
      {longText('results')}
      {person('sales_owner')}
      {person('credential_manager')}
      <Controller
        control={control}
        name="solutions"
        render={({ field, fieldState }) => (
          <SolutionPicker
            label={intl.formatMessage(credentialsMessages.solutions)}
            value={field.value}
            onChange={field.onChange}
            max={CREDENTIAL_SOLUTIONS_MAX}
            tooMany={intl.formatMessage(credentialsMessages.tooManySolutions)}
            error={fieldErrorText(intl, firstErrorMessage(fieldState.error))}
          />
        )}
      />
      <Controller
        control={control}
        name="skills"
        render={({ field, fieldState }) => (
          <TagPicker
            type="technical"
            label={intl.formatMessage(credentialsMessages.skills)}
            value={field.value}
            onChange={field.onChange}
            max={ACTIVITY_SKILLS_MAX}
            error={fieldErrorText(intl, firstErrorMessage(fieldState.error))}
          />
        )}
      />
      <Controller
        control={control}
        name="contributors"
        render={({ field }) => (
          <ContributorsField
            value={field.value}
            onChange={field.onChange}
            errorOf={(path) => (get(errors, path) as { message?: string } | undefined)?.message}
          />
        )}
      />
      {!credential && (
        <TextField
          type="file"
          label={intl.formatMessage(credentialsMessages.deck)}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { accept: '.pdf,.pptx,.docx,.xlsx' },
          }}
          onChange={(event) => setDeck((event.target as HTMLInputElement).files?.[0] ?? null)}
        />
      )}
    </RecordDialog>
  );
}
