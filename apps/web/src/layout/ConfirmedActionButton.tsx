import { useState, type ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';

type Props = Pick<ButtonProps, 'size' | 'variant' | 'disabled'> & {
  /** The button's words, and the confirming button's. */
  label: ReactNode;
  title: ReactNode;
  /** What happens, said before it does. */
  body: ReactNode;
  busyLabel: ReactNode;
  /** Does it; a failure keeps the dialog open (the http client has said why). */
  onConfirm: () => Promise<unknown>;
  /** False for a weighty action that destroys nothing (publishing, sending): neither button is red. */
  destructive?: boolean;
};

/** A red button for a weighty action (revoking a link, closing an account) that asks first. */
export function ConfirmedActionButton({
  label,
  title,
  body,
  busyLabel,
  onConfirm,
  destructive = true,
  ...button
}: Props) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button color={destructive ? 'error' : 'primary'} {...button} onClick={() => setAsking(true)}>
        {label}
      </Button>
      {asking && (
        <ConfirmDeleteDialog
          title={title}
          body={body}
          confirmLabel={label}
          busyLabel={busyLabel}
          onConfirm={onConfirm}
          destructive={destructive}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
