import type { TagType } from '@atrium/contract';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useFieldErrorText } from './FormTextField';
import { TagSelect } from './TagSelect';

type Props<Values extends FieldValues, Output> = {
  control: Control<Values, unknown, Output>;
  /** A text field of the form ('' for none). */
  name: FieldPathByValue<Values, string>;
  type: TagType;
  label: string;
  required?: boolean;
};

/** One value of a firm's list (`TagSelect`) in a react-hook-form form, with its error in the interface language. */
export function FormTagSelect<Values extends FieldValues, Output>({
  control,
  name,
  type,
  label,
  required,
}: Props<Values, Output>) {
  const errorOf = useFieldErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TagSelect
          type={type}
          label={label}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          required={required}
          error={errorOf(fieldState.error?.message)}
        />
      )}
    />
  );
}
