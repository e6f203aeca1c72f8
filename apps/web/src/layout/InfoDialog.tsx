import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { layoutMessages } from './layoutMessages';

type Props = {
  open: boolean;
  onClose: () => void;
  title: MessageDescriptor;
  paragraphs: readonly MessageDescriptor[];
};

/** A dialog of plain text: the user guide and the privacy notice. */
export function InfoDialog({ open, onClose, title, paragraphs }: Props) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        <FormattedMessage {...title} />
      </DialogTitle>
      <DialogContent>
        {paragraphs.map((paragraph) => (
          <Typography key={paragraph.id} sx={{ mb: 1.5 }}>
            <FormattedMessage {...paragraph} />
          </Typography>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          <FormattedMessage {...layoutMessages.close} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
