import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { peopleErrorText } from './peopleIssues';

type Props<Values extends FieldValues, Output> = {
  control: Control<Values, unknown, Output>;
  name: FieldPathByValue<Values, string>;
  label: string;
  required?: boolean;
  helper?: string;
};

/** A date (YYYY-MM-DD, the browser's own picker) of a react-hook-form form. */
export function FormDateField<Values extends FieldValues, Output>({
  control,
  name,
  label,
  required,
  helper,
}: Props<Values, Output>) {
  const intl = useIntl();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, ...field }, fieldState }) => {
        const error = peopleErrorText(intl, fieldState.error?.message);
        return (
          <TextField
            {...field}
            value={typeof value === 'string' ? value : ''}
            inputRef={ref}
            type="date"
            label={label}
            required={required}
            error={Boolean(error)}
            helperText={error ?? helper}
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
        );
      }}
    />
  );
}
