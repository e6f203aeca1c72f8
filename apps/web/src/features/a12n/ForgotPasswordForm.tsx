import { useEffect, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ForgotPasswordInput, MessageBody } from '@atrium/contract';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { http } from '../../api/http';
import { isHttpError, type Said } from '../../api/HttpError';
import { DEFAULT_ERROR } from '../../api/messageChoice';
import { serverText } from '../../i18n/serverMessage';
import { a12nMessages } from './a12nMessages';
import { EmailField } from './EmailField';
import { FormMessage } from './FormMessage';
import { SignInFormEnd } from './SignInFormEnd';
import { forgotPasswordResolver } from './signInResolvers';

type Outcome = { severity: 'success' | 'error'; said: Said };

/** Asks for a reset link; shows the server's answer, which never tells whether the account exists. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const intl = useIntl();
  const [outcome, setOutcome] = useState<Outcome>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: forgotPasswordResolver,
    defaultValues: { email: '' },
  });

  useEffect(() => {
    void forgotPasswordResolver.preload().catch(() => undefined);
  }, []);

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await http.post<MessageBody>('/api/a12n/password/forgot', values, {
        notifySuccess: false,
        notifyError: false,
      });
      setOutcome({ severity: 'success', said: answer });
    } catch (error) {
      setOutcome({ severity: 'error', said: isHttpError(error) ? error.said : DEFAULT_ERROR });
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <div>
        <Typography variant="h5" component="h1">
          <FormattedMessage {...a12nMessages.forgotTitle} />
        </Typography>
        <Typography color="text.secondary">
          <FormattedMessage {...a12nMessages.forgotHelp} />
        </Typography>
      </div>
      {outcome && <FormMessage severity={outcome.severity}>{serverText(intl, outcome.said)}</FormMessage>}
      <EmailField registration={register('email')} error={errors.email?.message} />
      <SignInFormEnd
        submitting={isSubmitting}
        submitLabel={<FormattedMessage {...a12nMessages.forgotSubmit} />}
        linkLabel={<FormattedMessage {...a12nMessages.backToSignIn} />}
        onLink={onBack}
      />
    </Stack>
  );
}
