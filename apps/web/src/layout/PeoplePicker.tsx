import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { PersonRef, User } from '@atrium/contract';
import { defineMessages, useIntl } from 'react-intl';
import { useSearch } from '../api/queries';

const SEARCH_DELAY_MS = 250;
const messages = defineMessages({
  typeName: { id: 'layout.peoplePicker.typeName', defaultMessage: 'Type a name' },
  noMatch: { id: 'layout.peoplePicker.noMatch', defaultMessage: 'No one by that name' },
});

export type PickedPerson = Pick<PersonRef, 'id' | 'first_name' | 'last_name'>;
const fullName = (person: PickedPerson) => `${person.first_name} ${person.last_name}`;

type Props = {
  label: string;
  value: PickedPerson[];
  onChange: (people: PickedPerson[]) => void;
  /** One person at most (sales owner, credential manager) rather than a list. */
  single?: boolean;
  error?: string | undefined;
};

/**
 * Chooses people by name (`cv_library/users/search?q=`), asking once the typing pauses: owners,
 * sales owners, contributors… One person at most with `single`. Gives `{id, first_name, last_name}`
 * of each, so a form sends the ids and shows the names.
 */
export function PeoplePicker({ label, value, onChange, single = false, error }: Props) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const search = useSearch<User>(
    'cv_library',
    'users',
    { q: query, size: 10 },
    { enabled: query.length > 0 },
  );
  const options: PickedPerson[] = query ? (search.data?.data ?? []) : [];

  return (
    <Autocomplete<PickedPerson, true>
      multiple
      value={value}
      onChange={(_, people) => onChange(single ? people.slice(-1) : people)}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      options={options}
      // The server has filtered already; filtering again would hide matches on other fields.
      filterOptions={(found) => found}
      getOptionLabel={fullName}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={search.isFetching}
      noOptionsText={intl.formatMessage(query ? messages.noMatch : messages.typeName)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={intl.formatMessage(messages.typeName)}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
