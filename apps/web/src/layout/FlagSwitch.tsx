import type { ReactNode } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

type Props = {
  label: ReactNode;
  checked: boolean;
  /** While the change is being saved: the switch waits for it. */
  saving: boolean;
  onChange: (checked: boolean) => void;
};

/** One yes/no property of a record, changed at once (the top flag). */
export function FlagSwitch({ label, checked, saving, onChange }: Props) {
  return (
    <FormControlLabel
      sx={{ alignSelf: 'start' }}
      control={
        <Switch checked={checked} disabled={saving} onChange={(event) => onChange(event.target.checked)} />
      }
      label={label}
    />
  );
}
