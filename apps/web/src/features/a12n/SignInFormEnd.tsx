import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';

type Props = {
  submitting: boolean;
  submitLabel: ReactNode;
  /** The other sign-in form (forgot password, back to sign-in). */
  linkLabel: ReactNode;
  onLink: () => void;
};

/** The end of a sign-in form: its submit button, then the link to the other form. */
export function SignInFormEnd({ submitting, submitLabel, linkLabel, onLink }: Props) {
  return (
    <>
      <Button type="submit" variant="contained" size="large" loading={submitting}>
        {submitLabel}
      </Button>
      <Link component="button" type="button" onClick={onLink} sx={{ alignSelf: 'flex-start' }}>
        {linkLabel}
      </Link>
    </>
  );
}
