import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { FormattedMessage } from 'react-intl';
import { permissionsMessages } from './permissionsMessages';

type Props = { role: string | undefined; onConfirm: () => void; onCancel: () => void };

/** Asks before a role loses 'permissions update'. */
export function ConfirmRevokeDialog({ role, onConfirm, onCancel }: Props) {
  const titleId = useId();
  return (
    <Dialog open={role !== undefined} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        <FormattedMessage {...permissionsMessages.confirmTitle} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          <FormattedMessage {...permissionsMessages.confirmBody} values={{ role: role ?? '' }} />
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          <FormattedMessage {...permissionsMessages.cancel} />
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained">
          <FormattedMessage {...permissionsMessages.confirm} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
