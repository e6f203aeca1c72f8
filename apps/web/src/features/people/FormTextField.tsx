import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { peopleErrorText } from './peopleIssues';
import { commonMessages } from './peopleMessages';

export type FormTextFieldProps<Values extends FieldValues, Output> = {
  control: Control<Values, unknown, Output>;
  name: FieldPathByValue<Values, string>;
  label: string;
  /** The longest text accepted: typing stops there and a counter shows how far one is. */
  max?: number;
  required?: boolean;
  helper?: string;
  /** Keeps the label above the field, for inputs that always show something (a date's mask). */
  labelAbove?: boolean;
} & Pick<
  TextFieldProps,
  'type' | 'multiline' | 'minRows' | 'placeholder' | 'autoFocus' | 'disabled' | 'autoComplete'
>;

/** A text field of a react-hook-form form, with its error in the interface language and a counter. */
export function FormTextField<Values extends FieldValues, Output>({
  control,
  name,
  label,
  max,
  required,
  helper,
  labelAbove,
  ...rest
}: FormTextFieldProps<Values, Output>) {
  const intl = useIntl();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, ...field }, fieldState }) => {
        const text = typeof value === 'string' ? value : '';
        const error = peopleErrorText(intl, fieldState.error?.message);
        const counter = max
          ? intl.formatMessage(commonMessages.counter, { count: text.length, max })
          : undefined;
        return (
          <TextField
            {...field}
            {...rest}
            value={text}
            inputRef={ref}
            label={label}
            required={required}
            error={Boolean(error)}
            helperText={error ?? ([helper, counter].filter(Boolean).join(' · ') || undefined)}
            fullWidth
            slotProps={{ htmlInput: { maxLength: max }, inputLabel: labelAbove ? { shrink: true } : {} }}
          />
        );
      }}
    />
  );
}
