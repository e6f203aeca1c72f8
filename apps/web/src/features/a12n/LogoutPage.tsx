import { useEffect, useRef } from 'react';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { signOut } from '../../api/session';
import { Spinner } from '../../layout/Spinner';
import { a12nMessages } from './a12nMessages';
import { AuthFrame } from './AuthFrame';

/** `/logout`: ends the session on the server, forgets it here, then shows the sign-in page. */
export function LogoutPage() {
  const navigate = useNavigate();
  // StrictMode runs effects twice in development; one sign-out is enough.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut()
      .catch(() => undefined)
      // The session's data cache went with the signed-in layout (SignedInLayout).
      .finally(() => void navigate('/login', { replace: true }));
  }, [navigate]);

  return (
    <AuthFrame>
      <Typography variant="h6" component="h1" sx={{ textAlign: 'center' }}>
        <FormattedMessage {...a12nMessages.signingOut} />
      </Typography>
      <Spinner />
    </AuthFrame>
  );
}
