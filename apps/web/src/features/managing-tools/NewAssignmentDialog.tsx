import { assignmentsObject, type AssignmentInput } from '@atrium/contract';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCreate } from '../../api/mutations';
import { FormDateField } from '../../forms/FormDateField';
import { fieldErrorText } from '../../forms/formIssues';
import { FormTagSelect } from '../../forms/FormTagSelect';
import { FormTextField } from '../../forms/FormTextField';
import { RecordDialog } from '../../forms/RecordDialog';
import { optionalText, recordDialogProps, setServerErrors } from '../../forms/recordForm';
import { PeoplePicker, type PickedPerson } from '../../layout/PeoplePicker';
import { assignmentMessages as messages } from './assignmentMessages';

type Values = {
  user_id: PickedPerson[];
  client: string;
  project: string;
  role: string;
  start_date: string;
  end_date: string;
  allocation: string;
};

const EMPTY: Values = {
  user_id: [],
  client: '',
  project: '',
  role: '',
  start_date: '',
  end_date: '',
  allocation: '100',
};

const inputOf = (values: Values): AssignmentInput => ({
  user_id: values.user_id[0]?.id ?? '',
  client: values.client,
  project: optionalText(values.project),
  role: optionalText(values.role),
  start_date: values.start_date,
  end_date: values.end_date || null,
  allocation: Number(values.allocation),
});

/**
 * The CSO's assignment made by hand (`POST staffing/assignments`), beside the import: whom, for
 * which client of the firm's list, when and how much. The server checks it (the client list,
 * the dates, overbooking) and its refusals go under their fields.
 */
export function NewAssignmentDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const create = useCreate(assignmentsObject);
  const { control, handleSubmit, setError, formState } = useForm<Values>({ defaultValues: EMPTY });
  const submit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(inputOf(values));
      onClose();
    } catch (failure) {
      setServerErrors(setError, failure, intl);
    }
  });
  const label = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  return (
    <RecordDialog
      title={<FormattedMessage {...messages.title} />}
      size="sm"
      {...recordDialogProps(formState, submit, onClose)}
    >
      <Controller
        control={control}
        name="user_id"
        render={({ field, fieldState }) => (
          <PeoplePicker
            single
            label={label('person')}
            value={field.value}
            onChange={field.onChange}
            error={fieldErrorText(intl, fieldState.error?.message)}
          />
        )}
      />
      <FormTagSelect control={control} name="client" type="client" label={label('client')} required />
      <FormTextField control={control} name="project" label={label('project')} />
      <FormTextField control={control} name="role" label={label('role')} />
      <FormDateField control={control} name="start_date" label={label('start')} required />
      <FormDateField control={control} name="end_date" label={label('end')} />
      <FormTextField control={control} name="allocation" label={label('allocation')} type="number" required />
    </RecordDialog>
  );
}
