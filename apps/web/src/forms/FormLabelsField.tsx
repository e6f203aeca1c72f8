import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { fieldErrorText } from './formIssues';
import { firstErrorMessage } from './recordForm';

type Props<Values extends FieldValues, Output> = {
  control: Control<Values, unknown, Output>;
  name: FieldPathByValue<Values, string[]>;
  label: string;
  /** Under the field while it shows no error: how a label is added. */
  help: string;
  /** The most labels kept; what is added past it is left out. */
  max?: number;
  /** Labels to pick from; any other may be typed. */
  options?: readonly string[];
};

/**
 * A few free labels of a react-hook-form form (markets, hubs, a campaign's population…), each
 * ended with Enter: trimmed, each once, at most `max`; the field's error or its help below.
 */
export function FormLabelsField<Values extends FieldValues, Output>({
  control,
  name,
  label,
  help,
  max,
  options = [],
}: Props<Values, Output>) {
  const intl = useIntl();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldErrorText(intl, firstErrorMessage(fieldState.error));
        return (
          <Autocomplete<string, true, false, true>
            multiple
            freeSolo
            options={options}
            value={field.value as string[]}
            onChange={(_, values) =>
              field.onChange([...new Set(values.map((value) => value.trim()).filter(Boolean))].slice(0, max))
            }
            filterSelectedOptions
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label={label}
                error={Boolean(error)}
                helperText={error ?? help}
              />
            )}
          />
        );
      }}
    />
  );
}
