import type { TagType } from '@atrium/contract';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { firstErrorMessage } from './recordForm';
import { useFieldErrorText } from './FormTextField';
import { TagPicker } from './TagPicker';

type Props<Values extends FieldValues, Output> = {
  control: Control<Values, unknown, Output>;
  /** A list of names in the form. */
  name: FieldPathByValue<Values, string[]>;
  type: TagType;
  label: string;
  max: number;
};

/** Several values of a list of tags (`TagPicker`) in a react-hook-form form, with its error in the interface language. */
export function FormTagPicker<Values extends FieldValues, Output>({
  control,
  name,
  type,
  label,
  max,
}: Props<Values, Output>) {
  const errorOf = useFieldErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TagPicker
          type={type}
          label={label}
          value={field.value}
          onChange={field.onChange}
          max={max}
          error={errorOf(firstErrorMessage(fieldState.error))}
        />
      )}
    />
  );
}
