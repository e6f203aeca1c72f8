import { useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { FormattedMessage, useIntl } from 'react-intl';
import { wallMessages } from './wallMessages';

type Props = {
  title: ReactNode;
  label: string;
  initial?: string;
  max: number;
  submitLabel: ReactNode;
  /** Sends the text; a failure keeps the dialog open (the http client has said why). */
  onSubmit: (text: string) => Promise<unknown>;
  onClose: () => void;
};

/** One text to write or change: a post's or comment's words, or why a post is reported or hidden. */
export function TextDialog({ title, label, initial = '', max, submitLabel, onSubmit, onClose }: Props) {
  const intl = useIntl();
  const titleId = useId();
  const [text, setText] = useState(initial);
  const [busy, setBusy] = useState(false);
  const left = max - text.length;
  const submit = async () => {
    setBusy(true);
    try {
      await onSubmit(text.trim());
      onClose();
    } catch {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <TextField
          label={label}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          error={left < 0}
          helperText={intl.formatMessage(wallMessages.charactersLeft, { count: left })}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage {...wallMessages.cancel} />
        </Button>
        <Button variant="contained" onClick={submit} disabled={busy || left < 0 || text.trim() === ''}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
