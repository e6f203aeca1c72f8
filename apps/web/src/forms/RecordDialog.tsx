import { useId, type FormEvent, type ReactNode } from 'react';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { FormDialog } from './FormDialog';
import { FormDialogActions } from './FormDialogActions';

type Props = {
  open?: boolean;
  title: ReactNode;
  /** Something typed is not saved yet: Esc or a click outside asks before closing. */
  dirty: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  /** Defaults to 'Save'. */
  submitLabel?: ReactNode;
  /** Beside the buttons: why the form cannot be sent yet. */
  footer?: ReactNode;
  size?: 'sm' | 'md';
  /** A long form: dividers above and below its fields, which scroll between title and buttons. */
  long?: boolean;
  /** The fields, one under the other. */
  children: ReactNode;
};

/**
 * Every dialog that creates or edits a record: its title, its fields, Cancel and Save, and the
 * guard that never loses what was typed to a slip of the hand (FormDialog).
 */
export function RecordDialog({
  open = true,
  title,
  dirty,
  onClose,
  onSubmit,
  submitting,
  submitLabel,
  footer,
  size = 'md',
  long = false,
  children,
}: Props) {
  const titleId = useId();
  return (
    <FormDialog
      open={open}
      dirty={dirty}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={size}
      fullWidth
    >
      {/* As a box of its own the form would scroll as a whole and take Save and Cancel off a
          phone's screen (issue 47): `contents` lets the fields scroll between title and buttons. */}
      <form noValidate onSubmit={onSubmit} style={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers={long}>
          <Stack spacing={long ? 3 : 2.5} sx={{ pt: long ? 0 : 0.5 }}>
            {children}
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} submitting={submitting} submitLabel={submitLabel}>
          {footer}
        </FormDialogActions>
      </form>
    </FormDialog>
  );
}
