import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { formErrorText } from '../../forms/formErrors';
import { a12nMessages } from './a12nMessages';
import { AuthTextField } from './AuthTextField';

type Props = {
  registration: UseFormRegisterReturn<'email'>;
  /** The field's error key (formIssueKey), when it has one. */
  error: string | undefined;
};

/** The email a person signs in with: the first field of both sign-in forms, focused. */
export function EmailField({ registration, error }: Props) {
  const intl = useIntl();
  return (
    <AuthTextField
      {...registration}
      label={intl.formatMessage(a12nMessages.email)}
      type="email"
      autoComplete="username"
      autoFocus
      required
      error={Boolean(error)}
      helperText={formErrorText(intl, error)}
    />
  );
}
