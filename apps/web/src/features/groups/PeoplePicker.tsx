import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { PersonRef, User } from '@atrium/contract';
import { useIntl } from 'react-intl';
import { useSearch } from '../../api/queries';
import { groupsMessages } from './groupsMessages';
import { PersonLine } from './PersonLine';

const SEARCH_DELAY_MS = 250;
const fullName = (person: PersonRef) => `${person.first_name} ${person.last_name}`;
const toRef = ({ id, first_name, last_name, job_title, has_picture }: User): PersonRef => ({
  id,
  first_name,
  last_name,
  job_title,
  has_picture,
});

type Props = {
  label: string;
  value: PersonRef[];
  onChange: (people: PersonRef[]) => void;
  error?: string | undefined;
};

/** Picks people by name (`cv_library/users/search?q=`), for one place in a group. */
export function PeoplePicker({ label, value, onChange, error }: Props) {
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
      multiple
      filterSelectedOptions
      value={value}
      onChange={(_, people) => onChange(people)}
      inputValue={text}
      onInputChange={(_, next, reason) => {
        // Picking someone clears what was typed, ready for the next name.
        setText(reason === 'reset' ? '' : next);
      }}
      options={query ? (search.data?.data.map(toRef) ?? []) : []}
      // The server has filtered already; filtering again here would hide matches on other fields.
      filterOptions={(options) => options}
      getOptionLabel={fullName}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      renderOption={({ key: _key, ...props }, person) => (
        <li {...props} key={person.id}>
          <PersonLine person={person} />
        </li>
      )}
      loading={search.isFetching}
      noOptionsText={intl.formatMessage(query ? groupsMessages.noGroups : groupsMessages.findPerson)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error}
          placeholder={intl.formatMessage(groupsMessages.findPerson)}
        />
      )}
    />
  );
}
