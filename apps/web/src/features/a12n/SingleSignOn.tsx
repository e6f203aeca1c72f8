import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import type { SingleSignOn as SingleSignOnBody } from '@atrium/contract';
import { FormattedMessage } from 'react-intl';
import { http } from '../../api/http';
import { a12nMessages } from './a12nMessages';
import { FormMessage } from './FormMessage';

type Props = { next: string; refusal: string | null };

/**
 * 'Sign in with {name}' when the firm has set up single sign-on (`GET /api/a12n/oidc` answers its
 * name; null otherwise), and why the last attempt came back without a session (`?sso=`).
 */
export function SingleSignOn({ next, refusal }: Props) {
  const [name, setName] = useState<string>();
  useEffect(() => {
    const controller = new AbortController();
    http
      .get<SingleSignOnBody>('/api/a12n/oidc', { signal: controller.signal, notifyError: false })
      .then((body) => setName(body.name ?? undefined))
      // Not reachable: the password form is all there is.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return (
    <>
      {refusal && (
        <FormMessage severity="error">
          <FormattedMessage {...(refusal === 'unknown' ? a12nMessages.ssoUnknown : a12nMessages.ssoFailed)} />
        </FormMessage>
      )}
      {name && (
        <>
          <Divider>
            <FormattedMessage {...a12nMessages.or} />
          </Divider>
          <Button
            variant="outlined"
            size="large"
            href={`/api/a12n/oidc/start?next=${encodeURIComponent(next)}`}
          >
            <FormattedMessage {...a12nMessages.ssoButton} values={{ name }} />
          </Button>
        </>
      )}
    </>
  );
}
