import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { FormattedMessage } from 'react-intl';
import { groupsMessages } from './groupsMessages';

type Props = { name: string; deleting: boolean; onConfirm: () => void; onCancel: () => void };

/** Asks before a group is deleted; the button says "Deleting…" until the server has answered. */
export function ConfirmDeleteGroupDialog({ name, deleting, onConfirm, onCancel }: Props) {
  const titleId = useId();
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        <FormattedMessage {...groupsMessages.deleteTitle} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          <FormattedMessage {...groupsMessages.confirmDeleteBody} values={{ name }} />
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          <FormattedMessage {...groupsMessages.cancel} />
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={deleting}>
          <FormattedMessage {...(deleting ? groupsMessages.deleting : groupsMessages.delete)} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
