import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { loadMessages } from './layoutMessages';

/** Something that could not be loaded, with a way to try again (never an empty list instead). */
export function LoadFailedAlert({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          <FormattedMessage {...loadMessages.retry} />
        </Button>
      }
    >
      <FormattedMessage {...loadMessages.failed} />
    </Alert>
  );
}
