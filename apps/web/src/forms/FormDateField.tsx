import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

type Props<Values extends FieldValues, Output> = Pick<
  FormTextFieldProps<Values, Output>,
  'control' | 'name' | 'label' | 'required' | 'helper'
>;

/** A date (YYYY-MM-DD, the browser's own picker) of a react-hook-form form. */
export function FormDateField<Values extends FieldValues, Output>(props: Props<Values, Output>) {
  return <FormTextField {...props} type="date" labelAbove />;
}
