import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { commonMessages } from './peopleMessages';

/** A list that could not be loaded, with a way to try again. */
export function LoadFailedAlert({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          <FormattedMessage {...commonMessages.retry} />
        </Button>
      }
    >
      <FormattedMessage {...commonMessages.loadFailed} />
    </Alert>
  );
}
