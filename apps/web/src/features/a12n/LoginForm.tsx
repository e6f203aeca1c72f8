import { Suspense, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LoginInput } from '@atrium/contract';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_ERROR } from '../../api/messageChoice';
import { isHttpError, type Said } from '../../api/HttpError';
import { safeNext } from '../../api/loginPath';
import { signIn } from '../../api/session';
import { formErrorText } from '../../forms/formErrors';
import { serverText } from '../../i18n/serverMessage';
import { a12nMessages } from './a12nMessages';
import { EmailField } from './EmailField';
import { FormMessage } from './FormMessage';
import { loginResolver } from './signInResolvers';
import { PasswordField } from './PasswordField';
import { SignInFormEnd } from './SignInFormEnd';
import { lazyNamed } from '../../takeover/lazyNamed';

// After the form: a firm without single sign-on never needs its code.
const SingleSignOn = lazyNamed(() => import('./SingleSignOn'), 'SingleSignOn');

/** Email and password; back to the page asked for (`?next=`) once signed in. */
export function LoginForm({ onForgot }: { onForgot: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<Said>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
  });

  // The validation's code (zod and the contract's schemas: about 26 KiB gzip) is asked for once the
  // person comes to the form, not as the page loads (issue 46: the sign-in page's whole script,
  // idle loads included, within 170 KiB); a submit before it arrived waits for it.
  const preloadValidation = () => void loginResolver.preload().catch(() => undefined);

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await signIn(values);
    } catch (error) {
      setFailure(isHttpError(error) ? error.said : DEFAULT_ERROR);
      return;
    }
    // No cache to clear: the signed-in layout makes a fresh one (SignedInLayout).
    await navigate(safeNext(params.get('next')), { replace: true });
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} onFocus={preloadValidation} spacing={2.5}>
      <div>
        <Typography variant="h5" component="h1">
          <FormattedMessage {...a12nMessages.welcome} />
        </Typography>
        <Typography color="text.secondary">
          <FormattedMessage {...a12nMessages.subtitle} />
        </Typography>
      </div>
      {failure && <FormMessage severity="error">{serverText(intl, failure)}</FormMessage>}
      <EmailField registration={register('email')} error={errors.email?.message} />
      <PasswordField
        {...register('password')}
        label={intl.formatMessage(a12nMessages.password)}
        autoComplete="current-password"
        required
        error={Boolean(errors.password)}
        helperText={formErrorText(intl, errors.password?.message)}
      />
      <SignInFormEnd
        submitting={isSubmitting}
        submitLabel={<FormattedMessage {...a12nMessages.signIn} />}
        linkLabel={<FormattedMessage {...a12nMessages.forgotLink} />}
        onLink={onForgot}
      />
      <Suspense fallback={null}>
        <SingleSignOn next={safeNext(params.get('next'))} refusal={params.get('sso')} />
      </Suspense>
    </Stack>
  );
}
