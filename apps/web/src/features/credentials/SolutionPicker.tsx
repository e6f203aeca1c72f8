import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { solutionsObject, type SolutionRef } from '@atrium/contract';
import { useIntl } from 'react-intl';
import { useSearch } from '../../api/queries';
import { credentialsMessages } from './credentialsMessages';

type Props = {
  label: string;
  value: SolutionRef[];
  onChange: (solutions: SolutionRef[]) => void;
  max: number;
  /** Shown when someone tries to go past `max`, and for errors from the server. */
  tooMany: string;
  error?: string | undefined;
};

/** Chooses up to `max` solutions of the catalogue; a choice past the limit is refused with `tooMany`. */
export function SolutionPicker({ label, value, onChange, max, tooMany, error }: Props) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [refused, setRefused] = useState(false);
  const search = useSearch(solutionsObject, { q: text.trim(), size: 20 });
  const options: SolutionRef[] = (search.data?.data ?? []).map(({ id, name, top }) => ({ id, name, top }));

  return (
    <Autocomplete<SolutionRef, true>
      multiple
      value={value}
      onChange={(_, chosen) => {
        setRefused(chosen.length > max);
        if (chosen.length <= max) onChange(chosen);
      }}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      options={options}
      filterOptions={(found) => found}
      getOptionLabel={(solution) => solution.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={search.isFetching}
      noOptionsText={intl.formatMessage(credentialsMessages.noSolution)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={intl.formatMessage(credentialsMessages.solutionFinder)}
          error={refused || Boolean(error)}
          helperText={refused ? tooMany : error}
        />
      )}
    />
  );
}
