import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useTakenOver } from '../../takeover/useTakenOver';

type Props = {
  submitting: boolean;
  submitLabel: ReactNode;
  /** The other sign-in form (forgot password, back to sign-in). */
  linkLabel: ReactNode;
  onLink: () => void;
};

/**
 * The end of a sign-in form: its submit button, then the link to the other form. Both wait,
 * disabled, while the browser takes over a page the server drew: a form sent before its code runs
 * would go to the address itself, the password in it, and a disabled submit button also stops
 * Enter from sending it (the fields keep what was typed: react-hook-form adopts it).
 */
export function SignInFormEnd({ submitting, submitLabel, linkLabel, onLink }: Props) {
  const takenOver = useTakenOver();
  return (
    <>
      <Button type="submit" variant="contained" size="large" loading={submitting} disabled={!takenOver}>
        {submitLabel}
      </Button>
      <Link
        component="button"
        type="button"
        onClick={onLink}
        disabled={!takenOver}
        sx={{ alignSelf: 'flex-start' }}
      >
        {linkLabel}
      </Link>
    </>
  );
}
