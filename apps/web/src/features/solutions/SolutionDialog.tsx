import { zodResolver } from '@hookform/resolvers/zod';
import {
  solutionsObject,
  SOLUTION_LIMITS,
  SolutionInput,
  SolutionPatch,
  TEXT_LONG,
  TEXT_SHORT,
  TEXT_MEDIUM,
  type Solution,
} from '@atrium/contract';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { RecordDialog } from '../../forms/RecordDialog';
import { useCreate, useUpdate } from '../../api/mutations';
import { formIssueKey } from '../../forms/formErrors';
import { fieldErrorText } from '../../forms/formIssues';
import { FormLabelsField } from '../../forms/FormLabelsField';
import { FormTagPicker } from '../../forms/FormTagPicker';
import { FormTextField } from '../../forms/FormTextField';
import { firstErrorMessage, optionalText, recordDialogProps, setServerErrors } from '../../forms/recordForm';
import { PeoplePicker, type PickedPerson } from '../../layout/PeoplePicker';
import { solutionsMessages } from './solutionsMessages';

type Props = { onClose: () => void; solution?: Solution };

type FormValues = {
  name: string;
  summary: string;
  description: string;
  scope: string;
  drive_url: string;
  deck_url: string;
  pitch_mail_url: string;
  owners: PickedPerson[];
  markets: string[];
  tags: string[];
};

const valuesOf = (solution: Solution | undefined): FormValues => ({
  name: solution?.name ?? '',
  summary: solution?.summary ?? '',
  description: solution?.description ?? '',
  scope: solution?.scope ?? '',
  drive_url: solution?.drive_url ?? '',
  deck_url: solution?.deck_url ?? '',
  pitch_mail_url: solution?.pitch_mail_url ?? '',
  owners: solution?.owners ?? [],
  markets: solution?.markets ?? [],
  tags: solution?.tags ?? [],
});

/** The form as the contract's input: blank texts as no value, owners by id. */
const bodyOf = (values: FormValues): z.input<typeof SolutionPatch> => ({
  name: values.name,
  summary: values.summary,
  description: optionalText(values.description),
  scope: optionalText(values.scope),
  drive_url: optionalText(values.drive_url),
  deck_url: optionalText(values.deck_url),
  pitch_mail_url: optionalText(values.pitch_mail_url),
  owners: values.owners.map((owner) => owner.id),
  markets: values.markets,
  tags: values.tags,
});
const form = z.custom<FormValues>().transform(bodyOf);
const createResolver: Resolver<FormValues, unknown, SolutionPatch> = zodResolver(form.pipe(SolutionInput), {
  error: formIssueKey,
});
const updateResolver = zodResolver(form.pipe(SolutionPatch), { error: formIssueKey });

/** The 'edit solution' dialog; without a solution it creates one. The top flag is set on the page. */
export function SolutionDialog({ onClose, solution }: Props) {
  const intl = useIntl();
  const create = useCreate(solutionsObject);
  const update = useUpdate(solutionsObject);
  const { control, handleSubmit, setError, formState } = useForm<FormValues, unknown, SolutionPatch>({
    resolver: solution ? updateResolver : createResolver,
    defaultValues: valuesOf(solution),
  });

  const submit = handleSubmit(async (body) => {
    try {
      if (solution) await update.mutateAsync({ id: solution.id, data: body });
      // Checked by SolutionInput when there is no solution yet.
      else await create.mutateAsync(body as SolutionInput);
    } catch (failure) {
      setServerErrors(setError, failure, intl);
      return;
    }
    onClose();
  });

  const text = (name: 'name' | 'scope' | 'drive_url' | 'deck_url' | 'pitch_mail_url', max: number) => (
    <FormTextField
      control={control}
      name={name}
      label={intl.formatMessage(solutionsMessages[TEXT_LABELS[name]])}
      max={max}
      required={name === 'name'}
    />
  );

  return (
    <RecordDialog
      title={<FormattedMessage {...(solution ? solutionsMessages.edit : solutionsMessages.create)} />}
      {...recordDialogProps(formState, submit, onClose)}
    >
      {text('name', TEXT_SHORT)}
      <FormTextField
        control={control}
        name="summary"
        label={intl.formatMessage(solutionsMessages.summary)}
        max={TEXT_MEDIUM}
        multiline
        minRows={2}
        required
      />
      <FormTextField
        control={control}
        name="description"
        label={intl.formatMessage(solutionsMessages.description)}
        max={TEXT_LONG}
        multiline
        minRows={5}
      />
      {text('scope', TEXT_SHORT)}
      {text('drive_url', SOLUTION_LIMITS.url)}
      {text('deck_url', SOLUTION_LIMITS.url)}
      {text('pitch_mail_url', SOLUTION_LIMITS.url)}
      <Controller
        control={control}
        name="owners"
        render={({ field, fieldState }) => (
          <PeoplePicker
            label={intl.formatMessage(solutionsMessages.owners)}
            value={field.value}
            onChange={field.onChange}
            error={fieldErrorText(intl, firstErrorMessage(fieldState.error))}
          />
        )}
      />
      <FormTagPicker
        control={control}
        name="markets"
        type="market"
        label={intl.formatMessage(solutionsMessages.markets)}
        max={SOLUTION_LIMITS.markets}
      />
      <FormLabelsField
        control={control}
        name="tags"
        label={intl.formatMessage(solutionsMessages.tags)}
        help={intl.formatMessage(solutionsMessages.listHelp)}
      />
    </RecordDialog>
  );
}

const TEXT_LABELS = {
  name: 'name',
  scope: 'scope',
  drive_url: 'driveUrl',
  deck_url: 'deckUrl',
  pitch_mail_url: 'pitchMailUrl',
} as const;
