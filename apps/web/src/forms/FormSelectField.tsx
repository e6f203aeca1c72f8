import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useFieldErrorText } from './FormTextField';

export type SelectOption = { value: string; label: string };

type Props<Values extends FieldValues, Output> = {
  control: Control<Values, unknown, Output>;
  name: FieldPathByValue<Values, string>;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
} & Pick<TextFieldProps, 'sx' | 'fullWidth'>;

/** One of a closed list in a react-hook-form form, with its error in the interface language. */
export function FormSelectField<Values extends FieldValues, Output>({
  control,
  name,
  label,
  options,
  required,
  ...rest
}: Props<Values, Output>) {
  const errorOf = useFieldErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field }, fieldState }) => {
        const error = errorOf(fieldState.error?.message);
        return (
          <TextField
            {...field}
            {...rest}
            inputRef={ref}
            select
            required={required}
            label={label}
            error={Boolean(error)}
            helperText={error}
          >
            {options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
