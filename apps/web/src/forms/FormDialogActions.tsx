import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  cancel: { id: 'forms.cancel', defaultMessage: 'Cancel' },
  save: { id: 'forms.save', defaultMessage: 'Save' },
});

type Props = {
  onCancel: () => void;
  /** The form is being sent: the submit button shows it and cannot be pressed again. */
  submitting: boolean;
  /** Defaults to 'Save'. */
  submitLabel?: ReactNode;
  /** Shown on the left of the buttons, e.g. why the form cannot be sent yet. */
  children?: ReactNode;
};

/** The Cancel / Save row at the bottom of every form dialog (the dialog's content sits in a <form>). */
export function FormDialogActions({ onCancel, submitting, submitLabel, children }: Props) {
  return (
    <DialogActions>
      {children}
      <Button onClick={onCancel}>
        <FormattedMessage {...messages.cancel} />
      </Button>
      <Button type="submit" variant="contained" loading={submitting}>
        {submitLabel ?? <FormattedMessage {...messages.save} />}
      </Button>
    </DialogActions>
  );
}
