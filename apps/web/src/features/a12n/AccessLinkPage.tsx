import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MESSAGES, type AccessBody } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router';
import { http } from '../../api/http';
import { isHttpError, type Said } from '../../api/HttpError';
import { serverText } from '../../i18n/serverMessage';
import { RESTRICTED_PROFILE_PATH } from '../../layout/restrictedAccess';
import { Spinner } from '../../layout/Spinner';
import { a12nMessages } from './a12nMessages';
import { AuthFrame } from './AuthFrame';

/**
 * A newcomer's welcome link (`/?token=…`, SPEC §4): the token is checked before anything else is
 * shown, then taken out of the address and the history, and the newcomer lands on their profile.
 */
export function AccessLinkPage({ token }: { token: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<Said>();
  // StrictMode runs effects twice in development; a link opens once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    http
      .get<AccessBody>('/api/a12n/access', { query: { token }, notifyError: false })
      .then(() => void navigate(RESTRICTED_PROFILE_PATH, { replace: true }))
      .catch((error: unknown) => {
        // The spent token leaves the address either way: it must not sit in the history.
        window.history.replaceState(window.history.state, '', window.location.pathname);
        setFailure(
          isHttpError(error) && error.status === 400
            ? error.said
            : { code: 'accessLinkInvalid', msg: MESSAGES.accessLinkInvalid },
        );
      });
  }, [token, navigate]);

  return (
    <AuthFrame>
      {failure === undefined ? (
        <>
          <Typography variant="h6" component="h1" sx={{ textAlign: 'center' }}>
            <FormattedMessage {...a12nMessages.opening} />
          </Typography>
          <Spinner />
        </>
      ) : (
        <>
          <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
            <FormattedMessage {...a12nMessages.accessFailedTitle} />
          </Typography>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {serverText(intl, failure)}
          </Alert>
          <Link component={RouterLink} to="/login">
            <FormattedMessage {...a12nMessages.backToSignIn} />
          </Link>
        </>
      )}
    </AuthFrame>
  );
}
