import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { groupsMessages } from './groupsMessages';

type Props = {
  label: string;
  value: string[];
  onChange: (items: string[]) => void;
  error?: string | undefined;
};

/** A list of short texts typed one by one (solutions, markets, deliverables). */
export function TextListField({ label, value, onChange, error }: Props) {
  const intl = useIntl();
  return (
    <Autocomplete
      multiple
      freeSolo
      // What is typed counts even when the person leaves the field without pressing Enter.
      autoSelect
      options={[]}
      value={value}
      onChange={(_, items) => {
        const trimmed = items.map((item) => item.trim()).filter((item) => item !== '');
        onChange([...new Set(trimmed)]);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error ?? intl.formatMessage(groupsMessages.listHelp)}
        />
      )}
    />
  );
}
