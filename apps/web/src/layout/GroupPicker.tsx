import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { groupsObject, type Group } from '@atrium/contract';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { defineMessages, useIntl } from 'react-intl';
import { c13sKey, c13sPath } from '../api/c13s';
import { http } from '../api/http';
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

/**
 * The names of groups known by id ('…' until they arrive): one by-id request per group, cached,
 * since the groups API has no filter by id.
 */
export function useGroupNames(ids: readonly string[]): (string | undefined)[] {
  const groups = useQueries({
    queries: ids.map((id) => ({
      queryKey: c13sKey(groupsObject, 'byId', { id }),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        http.get<Group>(c13sPath(groupsObject, id), { signal, notifyError: false }),
    })),
  });
  return groups.map((group) => group.data?.name);
}

/**
 * Chooses teams, squads, chapters or guilds by name (`cv_library/teams/search?q=`), asking once
 * the typing pauses, and gives their ids. The names of ids it did not find itself (a saved form)
 * come from each group's own record, cached like any other.
 */
export function GroupPicker({ label, value, onChange, max, helper, error }: Props) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const query = useSearchText(text);
  const search = useSearch(groupsObject, { q: query, size: 10 }, { enabled: query.length > 0 });
  const options: PickedGroup[] = query ? (search.data?.data ?? []) : [];
  const names = useGroupNames(value);
  const picked: PickedGroup[] = value.map((id, index) => ({ id, name: names[index] ?? '…' }));

  return (
    <Autocomplete<PickedGroup, true>
      multiple
      filterSelectedOptions
      value={picked}
      onChange={(_, groups) => {
        // What was found is what its record says: no request to name it once chosen.
        for (const group of groups)
          if ('type' in group)
            queryClient.setQueryData(c13sKey(groupsObject, 'byId', { id: group.id }), group);
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
