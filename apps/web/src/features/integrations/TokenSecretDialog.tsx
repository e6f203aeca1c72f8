import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify } from '../../api/notifier';
import { integrationsMessages as messages } from './integrationsMessages';

/** A new token's secret, shown this once, with a button that copies it. */
export function TokenSecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const intl = useIntl();
  const copy = async () => {
    await navigator.clipboard?.writeText(secret);
    notify('success', intl.formatMessage(messages.copied));
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="token-secret-title">
      <DialogTitle id="token-secret-title">
        <FormattedMessage {...messages.secretTitle} />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning">
            <FormattedMessage {...messages.secretWarning} />
          </Alert>
          <TextField
            label={intl.formatMessage(messages.secretLabel)}
            value={secret}
            fullWidth
            slotProps={{
              htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } },
            }}
            onFocus={(event) => event.target.select()}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          <FormattedMessage {...messages.copy} />
        </Button>
        <Button variant="contained" onClick={onClose}>
          <FormattedMessage {...messages.done} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
