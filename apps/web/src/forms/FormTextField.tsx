import { createContext, useContext } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { defineMessage, useIntl, type IntlShape } from 'react-intl';
import { fieldErrorText } from './formIssues';

/** 'n / max' under a field with a length limit. */
export const counterMessage = defineMessage<{ count: number; max: number }>({
  id: 'form.counter',
  defaultMessage: '{count, number} / {max, number}',
});

/** How a field's error message (an issue key, or a message of the server) reads to the user. */
export type FieldErrorText = (
  intl: Pick<IntlShape, 'formatMessage' | 'messages'>,
  message: string | undefined,
) => string | undefined;

const FieldErrorTextContext = createContext<FieldErrorText>(fieldErrorText);

/** A field's error as the form around it reads it (FieldErrorTextProvider), in the interface language. */
export function useFieldErrorText(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  const errorText = useContext(FieldErrorTextContext);
  return (message) => errorText(intl, message);
}

/**
 * For a form whose error map adds keys of its own: says once, around the form, how they read in
 * every field inside it; the shared form and server texts otherwise.
 */
export const FieldErrorTextProvider = FieldErrorTextContext.Provider;

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
  const errorOf = useFieldErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, ...field }, fieldState }) => {
        const text = typeof value === 'string' ? value : '';
        const error = errorOf(fieldState.error?.message);
        const counter = max ? intl.formatMessage(counterMessage, { count: text.length, max }) : undefined;
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
