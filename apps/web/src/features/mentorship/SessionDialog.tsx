import Stack from '@mui/material/Stack';
import { mentorshipSessionsObject, TEXT_SHORT } from '@atrium/contract';
import { useForm, type Path } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { serverFieldErrors } from '../../forms/formIssues';
import { useCreate, useUpdate } from '../../api/mutations';
import { notify } from '../../api/notifier';
import { FormTextField } from '../../forms/FormTextField';
import { RecordDialog } from '../../forms/RecordDialog';
import { failureText } from '../../i18n/serverMessage';
import type { SessionRecord } from './mentorshipApi';
import { PeriodFields } from './PeriodFields';
import {
  fieldOfError,
  sessionFormValues,
  sessionResolver,
  type SessionBody,
  type SessionFormValues,
} from './sessionForm';
import { sessionsMessages } from './sessionsMessages';

type Props = { session?: SessionRecord; onClose: () => void };

/** A mentorship session, new or changed: its name, year and four periods, in order. */
export function SessionDialog({ session, onClose }: Props) {
  const intl = useIntl();
  const create = useCreate(mentorshipSessionsObject, { notifyError: false });
  const update = useUpdate(mentorshipSessionsObject, { notifyError: false });
  const {
    control,
    handleSubmit,
    setError,
    formState: { isDirty, isSubmitting },
  } = useForm<SessionFormValues, unknown, SessionBody>({
    resolver: sessionResolver,
    defaultValues: sessionFormValues(session),
  });

  const submit = handleSubmit(async (body) => {
    try {
      if (session) await update.mutateAsync({ id: session.id, data: body });
      else await create.mutateAsync(body);
    } catch (failure) {
      const errors = serverFieldErrors(intl, failure);
      for (const [field, message] of Object.entries(errors))
        setError(fieldOfError(field) as Path<SessionFormValues>, { message });
      if (Object.keys(errors).length === 0) notify('error', failureText(intl, failure));
      return;
    }
    onClose();
  });

  return (
    <RecordDialog
      title={<FormattedMessage {...(session ? sessionsMessages.edit : sessionsMessages.add)} />}
      dirty={isDirty}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      submitting={isSubmitting}
      long
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="name"
          label={intl.formatMessage(sessionsMessages.name)}
          max={TEXT_SHORT}
          required
          autoFocus
        />
        <FormTextField
          control={control}
          name="year"
          type="number"
          label={intl.formatMessage(sessionsMessages.year)}
          required
        />
      </Stack>
      <PeriodFields control={control} />
    </RecordDialog>
  );
}
