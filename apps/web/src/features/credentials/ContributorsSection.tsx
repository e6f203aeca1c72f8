import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { credentialsObject, type Credential, type MessageBody, usersObject } from '@atrium/contract';
import { useMutation } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { c13sPath } from '../../api/c13s';
import { http } from '../../api/http';
import { useSelf } from '../../api/queries';
import { profilePath } from '../../layout/peoplePaths';
import { credentialsMessages } from './credentialsMessages';
import { useRefreshAfter } from '../../api/mutations';

/**
 * A credential's contributors. A part someone else named waits for the person, or the
 * credential's manager, to confirm it (only then does it count in the person's years per skill):
 * it says so, and offers them the button.
 */
export function ContributorsSection({ credential }: { credential: Credential }) {
  const refresh = useRefreshAfter();
  const self = useSelf(usersObject, {}, { notifyError: false });
  const me = self.data?.id;
  const manages = me !== undefined && credential.credential_manager?.id === me;
  const confirm = useMutation({
    mutationFn: (userId: string) =>
      http.post<MessageBody>(
        c13sPath(credentialsObject, credential.id, 'contributors', userId, 'confirm'),
        undefined,
      ),
    // Confirmed, the work counts in the person's years per skill and profile.
    onSuccess: () => refresh('update', credentialsObject, [usersObject]),
  });
  if (credential.contributors.length === 0) return null;
  return (
    <Stack spacing={0.5}>
      <Typography variant="subtitle2" component="h2">
        <FormattedMessage {...credentialsMessages.contributors} />
      </Typography>
      {credential.contributors.map(({ user, description, confirmed }) => (
        <Stack key={user.id} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography>
            <Link component={RouterLink} to={profilePath(user.id)}>
              {user.first_name} {user.last_name}
            </Link>{' '}
            — {description}
          </Typography>
          {!confirmed && (
            <>
              <Chip size="small" label={<FormattedMessage {...credentialsMessages.awaitingConfirmation} />} />
              {(user.id === me || manages) && (
                <Button
                  size="small"
                  variant="outlined"
                  disabled={confirm.isPending}
                  onClick={() => confirm.mutate(user.id)}
                >
                  <FormattedMessage
                    {...(user.id === me
                      ? credentialsMessages.confirmMine
                      : credentialsMessages.confirmTheirs)}
                  />
                </Button>
              )}
            </>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
