import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { credentialsObject } from '@atrium/contract';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useSearch } from '../../api/queries';
import { ProfileSection } from '../../layout/ProfileSection';
import { profileMessages } from './profileMessages';
import { loadMessages } from '../../layout/layoutMessages';

const CREDENTIALS_SHOWN_MAX = 20;

/** The client projects the person contributed to (`cv_library/projects?contributor=`), latest first. */
export function ProfileCredentials({ personId }: { personId: string }) {
  const credentials = useSearch(
    credentialsObject,
    { contributor: personId, size: CREDENTIALS_SHOWN_MAX },
    { notifyError: false },
  );
  return (
    <ProfileSection title={<FormattedMessage {...profileMessages.credentials} />}>
      {credentials.isPending ? (
        <Stack spacing={1}>
          <Skeleton width="60%" />
          <Skeleton width="45%" />
        </Stack>
      ) : credentials.isError ? (
        <Alert severity="warning">
          <FormattedMessage {...loadMessages.failed} />
        </Alert>
      ) : credentials.data.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          <FormattedMessage {...profileMessages.noCredentials} />
        </Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {credentials.data.data.map((credential) => {
            const part = credential.contributors.find((contribution) => contribution.user.id === personId);
            return (
              <li key={credential.id}>
                <Link component={RouterLink} to={`/credentials/${encodeURIComponent(credential.id)}`}>
                  {credential.name}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {[credential.client, credential.project_code].join(' · ')}
                </Typography>
                {part?.description && <Typography variant="body2">{part.description}</Typography>}
              </li>
            );
          })}
        </Stack>
      )}
    </ProfileSection>
  );
}
