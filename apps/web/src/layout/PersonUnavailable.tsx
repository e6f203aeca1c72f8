import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { RecordUnavailable } from './RecordUnavailable';
import { personMessages } from './personMessages';
import { WHOS_WHO_PATH } from './peoplePaths';

/** A profile or resume page whose person could not be read: not found or retry, and back to the search. */
export function PersonUnavailable({ query }: { query: { error: unknown; refetch: () => unknown } }) {
  return (
    <RecordUnavailable
      query={query}
      notFound={personMessages.notFound}
      back={
        <Button component={RouterLink} to={WHOS_WHO_PATH} startIcon={<ArrowBackIcon />}>
          <FormattedMessage {...personMessages.backToSearch} />
        </Button>
      }
    />
  );
}
