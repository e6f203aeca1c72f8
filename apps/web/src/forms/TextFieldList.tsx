import TextField from '@mui/material/TextField';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { fieldErrorText } from './formIssues';

export type TextFieldSpec<Field extends string> = {
  field: Field;
  label: MessageDescriptor;
  /** The longest text accepted: typing stops there. */
  max: number;
  /** A multi-line text of this many rows at first, with a counter of its length. */
  rows?: number;
  date?: boolean;
  required?: boolean;
};

type Props<Field extends string> = {
  specs: readonly TextFieldSpec<Field>[];
  values: Record<Field, string>;
  onChange: (values: Record<Field, string>) => void;
  /** Field → error key, from the contract's schema or the server. */
  errors: Record<string, string>;
  /** '{count} / {max} characters', under a multi-line text. */
  counter: MessageDescriptor;
};

/** The text fields of a form kept in plain state, one under the other, each with its error. */
export function TextFieldList<Field extends string>({
  specs,
  values,
  onChange,
  errors,
  counter,
}: Props<Field>) {
  const intl = useIntl();
  return specs.map(({ field, label, max, rows, date, required }) => (
    <TextField
      key={field}
      label={intl.formatMessage(label)}
      required={required}
      type={date ? 'date' : 'text'}
      value={values[field]}
      onChange={(event) => onChange({ ...values, [field]: event.target.value })}
      multiline={Boolean(rows)}
      minRows={rows}
      error={Boolean(errors[field])}
      helperText={
        fieldErrorText(intl, errors[field]) ??
        (rows ? intl.formatMessage(counter, { count: values[field].length, max }) : undefined)
      }
      slotProps={{ htmlInput: { maxLength: max }, inputLabel: date ? { shrink: true } : undefined }}
    />
  ));
}
