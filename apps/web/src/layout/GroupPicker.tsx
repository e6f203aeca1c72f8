import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { groupsObject, type Group } from '@atrium/contract';

import { defineMessages, useIntl } from 'react-intl';
import { useSearch } from '../api/queries';
import { useSearchText } from '../forms/searchPause';

const messages = defineMessages({
  typeName: { id: 'layout.groupPicker.typeName', defaultMessage: 'Type a group’s name' },
  noMatch: { id: 'layout.groupPicker.noMatch', defaultMessage: 'No group by that name' },
});

type PickedGroup = Pick<Group, 'id' | 'name'>;

type Props = {
  label: string;
  /** The chosen groups' ids, as a form sends them. */
  value: string[];
  onChange: (ids: string[]) => void;
  max?: number;
  helper?: string;
  error?: string | undefined;
};

/** The names of groups known by id ('…' until they arrive), in one request (`?id=…&id=…`). */
export function useGroupNames(ids: readonly string[]): (id: string) => string | undefined {
  const found = useSearch(
    groupsObject,
    { id: [...ids], size: Math.max(ids.length, 1) },
    { enabled: ids.length > 0, notifyError: false },
  );
  const names = new Map((found.data?.data ?? []).map((group) => [group.id, group.name]));
  return (id) => names.get(id);
}

/**
 * Chooses teams, squads, chapters or guilds by name (`cv_library/teams/search?q=`), asking once
 * the typing pauses, and gives their ids. The names of ids it did not find itself (a saved form)
 * come from one search by their ids.
 */
export function GroupPicker({ label, value, onChange, max, helper, error }: Props) {
  const intl = useIntl();
  const [text, setText] = useState('');
  // The names of the groups chosen here: no request, and no '…', to name them once chosen.
  const [chosen, setChosen] = useState<ReadonlyMap<string, string>>(new Map());
  const query = useSearchText(text);
  const search = useSearch(groupsObject, { q: query, size: 10 }, { enabled: query.length > 0 });
  const options: PickedGroup[] = query ? (search.data?.data ?? []) : [];
  const nameOf = useGroupNames(value.filter((id) => !chosen.has(id)));
  const picked: PickedGroup[] = value.map((id) => ({ id, name: chosen.get(id) ?? nameOf(id) ?? '…' }));

  return (
    <Autocomplete<PickedGroup, true>
      multiple
      filterSelectedOptions
      value={picked}
      onChange={(_, groups) => {
        // What was found is what its record says: no request to name it once chosen.
        setChosen(new Map([...chosen, ...groups.map((group) => [group.id, group.name] as const)]));
        onChange(groups.map((group) => group.id).slice(0, max));
      }}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      options={options}
      // The server has filtered already.
      filterOptions={(found) => found}
      getOptionLabel={(group) => group.name}
      isOptionEqualToValue={(option, group) => option.id === group.id}
      renderOption={({ key: _key, ...props }, group) => (
        <li {...props} key={group.id}>
          {group.name}
        </li>
      )}
      loading={search.isFetching}
      noOptionsText={intl.formatMessage(query ? messages.noMatch : messages.typeName)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={value.length === 0 ? intl.formatMessage(messages.typeName) : undefined}
          error={Boolean(error)}
          helperText={error ?? helper}
        />
      )}
    />
  );
}
