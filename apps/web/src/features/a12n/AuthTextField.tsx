import { useId, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

type Props = Omit<OutlinedInputProps, 'label' | 'error' | 'ref'> & {
  ref?: Ref<HTMLInputElement>;
  label: string;
  helperText?: ReactNode;
  error?: boolean;
};

/**
 * An outlined, labelled text input for the sign-in screens. MUI's TextField looks the same but
 * always brings its Select (menus, popovers, modals): too heavy for the first page anyone loads.
 */
export function AuthTextField({ ref, label, helperText, error = false, required, id, ...input }: Props) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = `${inputId}-helper`;
  return (
    <FormControl variant="outlined" fullWidth error={error} required={required}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={inputId}
        inputRef={ref}
        label={label}
        aria-describedby={helperText ? helperId : undefined}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
