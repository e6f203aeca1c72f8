import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import {
  SINGLE_SIGN_ON_REFUSALS,
  type SingleSignOn as SingleSignOnBody,
  type SingleSignOnRefusal,
} from '@atrium/contract';
import { FormattedMessage } from 'react-intl';
import { http } from '../../api/http';
import { a12nMessages } from './a12nMessages';
import { FormMessage } from './FormMessage';

type Props = { next: string; refusal: string | null };

/** What the sign-in page says of each `?sso=` the server sends back; any other value reads as a failure. */
const refusalMessages = {
  failed: a12nMessages.ssoFailed,
  unknown: a12nMessages.ssoUnknown,
  domain: a12nMessages.ssoDomain,
} satisfies Record<SingleSignOnRefusal, unknown>;
const isRefusal = (value: string): value is SingleSignOnRefusal =>
  (SINGLE_SIGN_ON_REFUSALS as readonly string[]).includes(value);

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
          <FormattedMessage {...(isRefusal(refusal) ? refusalMessages[refusal] : a12nMessages.ssoFailed)} />
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
