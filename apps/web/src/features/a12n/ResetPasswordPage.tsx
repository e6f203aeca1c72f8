import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NewPassword, PASSWORD_MIN, type MessageBody } from '@atrium/contract';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { http } from '../../api/http';
import { isHttpError, type Said } from '../../api/HttpError';
import { DEFAULT_ERROR } from '../../api/messageChoice';
import { serverFieldErrors } from '../../forms/formIssues';
import { formErrorText, formIssueKey } from '../../forms/formErrors';
import { serverText } from '../../i18n/serverMessage';
import { a12nMessages } from './a12nMessages';
import { AuthFrame } from './AuthFrame';
import { PasswordField } from './PasswordField';

// The password rules are the contract's; only the "type it twice" check belongs to this form.
const ResetForm = z
  .object({ password: NewPassword, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], message: 'mismatch' });
type ResetForm = z.infer<typeof ResetForm>;

/** `/login/reset-password/:token/:email`, opened from the mailed link. */
export function ResetPasswordPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { token = '', email = '' } = useParams();
  const [failure, setFailure] = useState<Said>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetForm>({
    resolver: zodResolver(ResetForm, { error: formIssueKey }),
    defaultValues: { password: '', confirm: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    setFailure(undefined);
    try {
      // The server's msg ("Your password has been changed…") is shown as the success notice.
      await http.post<MessageBody>(
        '/api/a12n/password/reset',
        { token, email, password },
        { notifyError: false },
      );
    } catch (error) {
      const serverPasswordError = serverFieldErrors(intl, error).password;
      if (serverPasswordError) setError('password', { message: serverPasswordError });
      setFailure(isHttpError(error) ? error.said : DEFAULT_ERROR);
      return;
    }
    await navigate('/login', { replace: true });
  });

  return (
    <AuthFrame>
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
        <div>
          <Typography variant="h5" component="h1">
            <FormattedMessage {...a12nMessages.resetTitle} />
          </Typography>
          <Typography color="text.secondary">
            <FormattedMessage {...a12nMessages.resetHelp} values={{ email, minimum: PASSWORD_MIN }} />
          </Typography>
        </div>
        {failure && <Alert severity="error">{serverText(intl, failure)}</Alert>}
        <PasswordField
          {...register('password')}
          label={intl.formatMessage(a12nMessages.newPassword)}
          autoComplete="new-password"
          autoFocus
          required
          error={Boolean(errors.password)}
          helperText={formErrorText(intl, errors.password?.message)}
        />
        <PasswordField
          {...register('confirm')}
          label={intl.formatMessage(a12nMessages.confirmPassword)}
          autoComplete="new-password"
          required
          error={Boolean(errors.confirm)}
          helperText={formErrorText(intl, errors.confirm?.message)}
        />
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          <FormattedMessage {...a12nMessages.resetSubmit} />
        </Button>
        <Link component={RouterLink} to="/login" sx={{ alignSelf: 'flex-start' }}>
          <FormattedMessage {...a12nMessages.backToSignIn} />
        </Link>
      </Stack>
    </AuthFrame>
  );
}
