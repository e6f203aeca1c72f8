import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordInput, type MessageBody } from '@atrium/contract';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { serverFieldErrors } from '../forms/formIssues';
import { http } from '../api/http';
import { formIssueKey } from '../forms/formErrors';
import { FormTextField } from '../forms/FormTextField';
import { RecordDialog } from '../forms/RecordDialog';
import { passwordMessages as messages } from './passwordMessages';

const formShape = z.object({ current_password: z.string(), password: z.string(), again: z.string() });
type FormValues = z.infer<typeof formShape>;

/** The contract's input, with the second copy of the new password checked here. */
const schema = (firstOne: boolean) =>
  formShape
    .refine((values) => values.password === values.again, { path: ['again'], message: 'mismatch' })
    .transform(({ current_password, password }): z.input<typeof ChangePasswordInput> =>
      firstOne ? { password } : { current_password, password },
    )
    .pipe(ChangePasswordInput);

type Props = {
  /** A newcomer has no password yet: they choose one, with nothing to prove. */
  firstOne: boolean;
  onClose: () => void;
};

/** Changing one's password while signed in (or choosing the first one); other sessions end. */
export function ChangePasswordDialog({ firstOne, onClose }: Props) {
  const intl = useIntl();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isDirty, isSubmitting },
  } = useForm<FormValues, unknown, ChangePasswordInput>({
    resolver: zodResolver(schema(firstOne), { error: formIssueKey }),
    defaultValues: { current_password: '', password: '', again: '' },
  });
  const submit = handleSubmit(async (body) => {
    try {
      await http.post<MessageBody>('/api/a12n/password/change', body, { notifyError: false });
    } catch (failure) {
      const errors = Object.entries(serverFieldErrors(intl, failure));
      for (const [field, message] of errors) setError(field as keyof FormValues, { message });
      if (errors.length === 0) setError('password', { message: (failure as Error).message });
      return;
    }
    onClose();
  });
  const field = (name: keyof FormValues, label: string, autoComplete: string) => (
    <FormTextField
      control={control}
      name={name}
      label={label}
      type="password"
      autoComplete={autoComplete}
      required
    />
  );
  return (
    <RecordDialog
      title={<FormattedMessage {...(firstOne ? messages.choose : messages.change)} />}
      dirty={isDirty}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      submitting={isSubmitting}
      size="sm"
    >
      {firstOne && <FormattedMessage {...messages.chooseHelp} />}
      {!firstOne && field('current_password', intl.formatMessage(messages.current), 'current-password')}
      {field('password', intl.formatMessage(messages.next), 'new-password')}
      {field('again', intl.formatMessage(messages.again), 'new-password')}
    </RecordDialog>
  );
}
