import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { RecordUnavailable } from '../../layout/RecordUnavailable';
import { profileMessages } from './profileMessages';
import { WHOS_WHO_PATH } from './peopleApi';

/** A profile or resume page whose person could not be read: not found or retry, and back to the search. */
export function PersonUnavailable({ query }: { query: { error: unknown; refetch: () => unknown } }) {
  return (
    <RecordUnavailable
      query={query}
      notFound={profileMessages.notFound}
      back={
        <Button component={RouterLink} to={WHOS_WHO_PATH} startIcon={<ArrowBackIcon />}>
          <FormattedMessage {...profileMessages.backToSearch} />
        </Button>
      }
    />
  );
}
