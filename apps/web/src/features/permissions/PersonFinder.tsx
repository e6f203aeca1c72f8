import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { User } from '@atrium/contract';
import { useIntl } from 'react-intl';
import { useSearch } from '../../api/queries';
import { permissionsMessages } from './permissionsMessages';

const SEARCH_DELAY_MS = 250;
const fullName = (user: User) => `${user.first_name} ${user.last_name}`;

/** Finds a person by name or email (`cv_library/users/search?q=&size=10`). */
export function PersonFinder({
  value,
  onChange,
}: {
  value: User | null;
  onChange: (user: User | null) => void;
}) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');

  // Ask once the typing pauses, not at every key.
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

  return (
    <Autocomplete
      value={value}
      onChange={(_, user) => onChange(user)}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      options={query ? (search.data?.data ?? []) : []}
      // The server has filtered already; filtering again here would hide matches on other fields.
      filterOptions={(options) => options}
      getOptionLabel={fullName}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      renderOption={(props, user) => (
        <li {...props} key={user.id}>
          {fullName(user)} · {user.email}
        </li>
      )}
      loading={search.isFetching}
      noOptionsText={
        query
          ? intl.formatMessage(permissionsMessages.noMatch)
          : intl.formatMessage(permissionsMessages.finderHelp)
      }
      sx={{ maxWidth: 480 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={intl.formatMessage(permissionsMessages.finder)}
          helperText={intl.formatMessage(permissionsMessages.finderHelp)}
        />
      )}
    />
  );
}
