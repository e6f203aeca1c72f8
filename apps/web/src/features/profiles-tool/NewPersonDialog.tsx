import { zodResolver } from '@hookform/resolvers/zod';
import { UserCreate, usersObject } from '@atrium/contract';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCreate } from '../../api/mutations';
import { formIssueKey } from '../../forms/formErrors';
import { FormTextField } from '../../forms/FormTextField';
import { RecordDialog } from '../../forms/RecordDialog';
import { recordDialogProps, setServerErrors } from '../../forms/recordForm';
import { profilesToolMessages as messages } from './profilesToolMessages';

/** What HR types to add someone; the rest of the profile is theirs to fill, or HR's to edit later. */
const NewPersonForm = UserCreate.pick({ email: true, first_name: true, last_name: true });
type Values = { email: string; first_name: string; last_name: string };
const resolver = zodResolver(NewPersonForm, { error: formIssueKey });

/** "New person": the create of `cv_library/users`; they sign in with a reset link or single sign-on. */
export function NewPersonDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const create = useCreate(usersObject);
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    resolver,
    defaultValues: { email: '', first_name: '', last_name: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
    } catch (failure) {
      // A taken email goes under its field; the http client has said anything else.
      setServerErrors(setError, failure, intl);
      return;
    }
    onClose();
  });
  return (
    <RecordDialog
      title={<FormattedMessage {...messages.newPerson} />}
      size="sm"
      {...recordDialogProps(formState, submit, onClose)}
    >
      <FormTextField
        control={control}
        name="first_name"
        label={intl.formatMessage(messages.firstName)}
        required
        autoFocus
      />
      <FormTextField
        control={control}
        name="last_name"
        label={intl.formatMessage(messages.lastName)}
        required
      />
      <FormTextField control={control} name="email" label={intl.formatMessage(messages.email)} required />
    </RecordDialog>
  );
}
