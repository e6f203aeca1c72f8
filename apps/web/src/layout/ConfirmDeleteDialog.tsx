import { useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { FormattedMessage } from 'react-intl';
import { confirmMessages } from './layoutMessages';

type Props = {
  title: ReactNode;
  body: ReactNode;
  /** Deletes; a failure keeps the dialog open (the http client has said why). */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /** For an action other than deleting (marking someone left): its words, while asked and while done. */
  confirmLabel?: ReactNode;
  busyLabel?: ReactNode;
  /** False for an action that destroys nothing (marking someone arrived): the button is not red. */
  destructive?: boolean;
};

/**
 * Asks before anything is destroyed, everywhere (never the browser's own confirm); shows
 * 'Deleting…' while it happens (SPEC.md §4). Other weighty actions ask through it too.
 */
export function ConfirmDeleteDialog({
  title,
  body,
  onConfirm,
  onClose,
  confirmLabel = <FormattedMessage {...confirmMessages.delete} />,
  busyLabel = <FormattedMessage {...confirmMessages.deleting} />,
  destructive = true,
}: Props) {
  const titleId = useId();
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    setDeleting(true);
    try {
      await onConfirm();
    } catch {
      setDeleting(false);
      return;
    }
    onClose();
  };
  return (
    <Dialog open onClose={deleting ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={deleting} autoFocus>
          <FormattedMessage {...confirmMessages.cancel} />
        </Button>
        <Button
          color={destructive ? 'error' : 'primary'}
          variant="contained"
          onClick={() => void confirm()}
          loading={deleting}
          loadingPosition="start"
        >
          {deleting ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
