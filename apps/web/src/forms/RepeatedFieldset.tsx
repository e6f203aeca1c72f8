import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';

type Props = {
  legend: ReactNode;
  /** The rows, each with its own remove button. */
  children: ReactNode;
  addLabel: ReactNode;
  onAdd: () => void;
  count: number;
  max: number;
  /** Shown once `max` rows are there, when the add button is disabled. */
  limitReached: ReactNode;
  /** Starts on the add button: the dialog was opened to fill this list (a campaign's link). */
  autoFocus?: boolean;
};

/** A list of rows in a form (diplomas, languages…), with a button to add one up to a maximum. */
export function RepeatedFieldset({
  legend,
  children,
  addLabel,
  onAdd,
  count,
  max,
  limitReached,
  autoFocus,
}: Props) {
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {legend}
      </Typography>
      {children}
      <Button
        startIcon={<AddOutlinedIcon />}
        onClick={onAdd}
        disabled={count >= max}
        autoFocus={autoFocus}
        sx={{ alignSelf: 'flex-start' }}
      >
        {addLabel}
      </Button>
      {count >= max && (
        <Typography variant="body2" color="text.secondary">
          {limitReached}
        </Typography>
      )}
    </Stack>
  );
}
