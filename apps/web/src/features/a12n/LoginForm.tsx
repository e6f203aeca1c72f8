import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { AuthTextField } from './AuthTextField';
import Typography from '@mui/material/Typography';
import type { LoginInput } from '@atrium/contract';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_ERROR_MESSAGE } from '../../api/messageChoice';
import { isHttpError } from '../../api/HttpError';
import { safeNext } from '../../api/loginPath';
import { signIn } from '../../api/session';
import { formErrorText } from '../../forms/formErrors';
import { translateServerMessage } from '../../i18n/serverMessage';
import { a12nMessages } from './a12nMessages';
import { FormMessage } from './FormMessage';
import { loginResolver } from './signInResolvers';
import { PasswordField } from './PasswordField';

/** Email and password; back to the page asked for (`?next=`) once signed in. */
export function LoginForm({ onForgot }: { onForgot: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
  });

  useEffect(() => {
    void loginResolver.preload().catch(() => undefined);
  }, []);

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await signIn(values);
    } catch (error) {
      setFailure(isHttpError(error) ? error.message : DEFAULT_ERROR_MESSAGE);
      return;
    }
    // No cache to clear: the signed-in layout makes a fresh one (SignedInLayout).
    await navigate(safeNext(params.get('next')), { replace: true });
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <div>
        <Typography variant="h5" component="h1">
          <FormattedMessage {...a12nMessages.welcome} />
        </Typography>
        <Typography color="text.secondary">
          <FormattedMessage {...a12nMessages.subtitle} />
        </Typography>
      </div>
      {failure && <FormMessage severity="error">{translateServerMessage(intl, failure)}</FormMessage>}
      <AuthTextField
        {...register('email')}
        label={intl.formatMessage(a12nMessages.email)}
        type="email"
        autoComplete="username"
        autoFocus
        required
        error={Boolean(errors.email)}
        helperText={formErrorText(intl, errors.email?.message)}
      />
      <PasswordField
        {...register('password')}
        label={intl.formatMessage(a12nMessages.password)}
        autoComplete="current-password"
        required
        error={Boolean(errors.password)}
        helperText={formErrorText(intl, errors.password?.message)}
      />
      <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
        <FormattedMessage {...a12nMessages.signIn} />
      </Button>
      <Link component="button" type="button" onClick={onForgot} sx={{ alignSelf: 'flex-start' }}>
        <FormattedMessage {...a12nMessages.forgotLink} />
      </Link>
    </Stack>
  );
}
