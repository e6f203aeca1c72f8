import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { usersObject } from '@atrium/contract';
import { FormattedMessage } from 'react-intl';
import { useSelf } from '../../api/queries';
import { Spinner } from '../../layout/Spinner';
import { PersonUnavailable } from '../../layout/PersonUnavailable';
import { ProfilePage } from './ProfilePage';
import { profileMessages } from './profileMessages';

/**
 * `/restricted/profile`: where a newcomer's welcome link leads, before their first day: their own
 * profile, photo and skills to fill in, and nothing else of the firm yet.
 */
export function RestrictedProfilePage() {
  const self = useSelf(usersObject, {}, { notifyError: false });
  if (self.isPending) return <Spinner />;
  if (self.isError) return <PersonUnavailable query={self} />;
  return (
    <Stack spacing={3}>
      <Alert severity="info">
        <FormattedMessage {...profileMessages.restrictedWelcome} values={{ name: self.data.first_name }} />
      </Alert>
      <ProfilePage personId={self.data.id} />
    </Stack>
  );
}
