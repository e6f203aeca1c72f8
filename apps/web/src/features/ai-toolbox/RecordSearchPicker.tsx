import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData } from '@tanstack/react-query';
import type { credentialsObject, solutionsObject } from '@atrium/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from '../../api/queries';
import { useSearchText } from '../../forms/searchPause';
import { toolboxMessages } from './toolboxMessages';

export type NamedRecord = { id: string; name: string };

type Props = {
  object: typeof credentialsObject | typeof solutionsObject;
  label: string;
  value: NamedRecord | null;
  onChange: (record: NamedRecord | null) => void;
};

/** One credential or solution found by name as one types (the object's own search, its own rules). */
export function RecordSearchPicker({ object, label, value, onChange }: Props) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const q = useSearchText(typed);
  const found = useSearch<typeof object, NamedRecord>(
    object,
    { q, size: 10 },
    { placeholderData: keepPreviousData, notifyError: false },
  );
  return (
    <Autocomplete<NamedRecord, false>
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={typed}
      onInputChange={(_, text) => setTyped(text)}
      options={found.data?.data ?? []}
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={found.isFetching}
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder={intl.formatMessage(toolboxMessages.typeToSearch)} />
      )}
    />
  );
}
