import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData } from '@tanstack/react-query';
import { tagsObject } from '@atrium/contract';
import { useIntl } from 'react-intl';
import { useSearch } from '../../api/queries';
import { formErrorMessages } from '../../forms/formErrors';
import { useSearchText } from '../../forms/searchPause';
import type { TagRecord } from './tagsApi';
import { tagsMessages } from './tagsMessages';

const SUGGESTIONS = 20;

type Props = {
  /** The tag being merged: the target is another tag of its type. */
  source: TagRecord;
  value: TagRecord | null;
  onChange: (target: TagRecord | null) => void;
  /** The dialog was sent without a target. */
  missing: boolean;
};

/** One tag of the source's type, searched on the server as one types; never the source itself. */
export function MergeTargetPicker({ source, value, onChange, missing }: Props) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const q = useSearchText(typed);
  const found = useSearch(
    tagsObject,
    { type: source.type, q: q || undefined, size: SUGGESTIONS },
    { placeholderData: keepPreviousData, notifyError: false },
  );
  const options = (found.data?.data ?? []).filter((tag) => tag.id !== source.id);

  return (
    <Autocomplete<TagRecord>
      autoHighlight
      options={options}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={typed}
      onInputChange={(_, text) => setTyped(text)}
      // The server has searched already, accents and word starts included.
      filterOptions={(tags) => tags}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(tag) => tag.name}
      loading={found.isFetching}
      noOptionsText={intl.formatMessage(tagsMessages.noTarget)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={intl.formatMessage(tagsMessages.mergeInto)}
          error={missing}
          helperText={intl.formatMessage(missing ? formErrorMessages.required : tagsMessages.mergeIntoHelp)}
          required
          autoFocus
        />
      )}
    />
  );
}
