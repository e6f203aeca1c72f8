import { useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  title: { id: 'forms.discard.title', defaultMessage: 'Discard your changes?' },
  body: { id: 'forms.discard.body', defaultMessage: 'What you changed in this form has not been saved.' },
  keep: { id: 'forms.discard.keep', defaultMessage: 'Keep editing' },
  discard: { id: 'forms.discard.confirm', defaultMessage: 'Discard' },
});

type Props = Omit<DialogProps, 'onClose' | 'open'> & {
  open?: boolean;
  /** The form holds something not saved yet: Esc or a click outside asks before closing. */
  dirty: boolean;
  onClose: () => void;
  children: ReactNode;
};

/**
 * Every form dialog: a slip of the hand (Esc, a click beside the dialog) never loses what the
 * person typed. Cancel, an explicit choice, closes at once.
 */
export function FormDialog({ open = true, dirty, onClose, children, ...dialog }: Props) {
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Dialog
        {...dialog}
        open={open}
        onClose={(_event, reason) => {
          if (dirty && (reason === 'escapeKeyDown' || reason === 'backdropClick')) setAsking(true);
          else onClose();
        }}
      >
        {children}
      </Dialog>
      <Dialog open={open && asking} onClose={() => setAsking(false)} aria-labelledby={titleId} maxWidth="xs">
        <DialogTitle id={titleId}>
          <FormattedMessage {...messages.title} />
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            <FormattedMessage {...messages.body} />
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)} autoFocus>
            <FormattedMessage {...messages.keep} />
          </Button>
          <Button
            color="error"
            onClick={() => {
              setAsking(false);
              onClose();
            }}
          >
            <FormattedMessage {...messages.discard} />
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
