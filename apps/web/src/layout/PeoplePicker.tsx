import { useState, type ReactNode } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { usersObject, type PersonRef, type User } from '@atrium/contract';
import { defineMessages, useIntl } from 'react-intl';
import { useSearch } from '../api/queries';
import { useSearchText } from '../forms/searchPause';
import { useTakenOver } from '../takeover/useTakenOver';

const messages = defineMessages({
  typeName: { id: 'layout.peoplePicker.typeName', defaultMessage: 'Type a name' },
  noMatch: { id: 'layout.peoplePicker.noMatch', defaultMessage: 'No one by that name' },
});

export type PickedPerson = Pick<PersonRef, 'id' | 'first_name' | 'last_name'>;
const fullName = (person: PickedPerson) => `${person.first_name} ${person.last_name}`;

/** `P`: what the caller keeps of each person; the search answers full users, so any part of one. */
type Props<P extends PickedPerson> = {
  label: string;
  value: P[];
  onChange: (people: P[]) => void;
  /** One person at most (sales owner, credential manager) rather than a list. */
  single?: boolean;
  error?: string | undefined;
  /** What a found person shows in the list; the name when absent. */
  renderPerson?: ((person: P) => ReactNode) | undefined;
  /** Found people who are already chosen stay out of the list. */
  hideChosen?: boolean;
  /** Invites typing (placeholder, and the list before any): "Type a name" when absent. */
  hint?: string | undefined;
  /** Says nothing was found: "No one by that name" when absent. */
  noMatch?: string | undefined;
  /** People never offered, whom the server would refuse here (a record itself, the caller). */
  exclude?: readonly (string | undefined)[];
};

/**
 * Chooses people by name (`cv_library/users/search?q=`), asking once the typing pauses: owners,
 * sales owners, contributors, group members, the person whose roles to edit… One person at most
 * with `single`. Gives each person as the caller's `P`, so a form sends the ids and shows the names.
 */
export function PeoplePicker<P extends PickedPerson = PickedPerson>({
  label,
  value,
  onChange,
  single = false,
  error,
  renderPerson = fullName,
  hideChosen = false,
  hint,
  noMatch,
  exclude = [],
}: Props<P>) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const takenOver = useTakenOver();
  const query = useSearchText(text);
  const search = useSearch<typeof usersObject, User & P>(
    usersObject,
    { q: query, size: 10 },
    { enabled: query.length > 0 },
  );
  const found: P[] = query ? (search.data?.data ?? []) : [];
  const options = exclude.length > 0 ? found.filter((person) => !exclude.includes(person.id)) : found;
  const hintText = hint ?? intl.formatMessage(messages.typeName);

  return (
    <Autocomplete<P, true>
      multiple
      // In a page the server drew (the home's wall): a name typed before the app owns the field
      // would be lost, and no search asked. Adopting it (useTypedBeforeTakeover), as the plain
      // fields do, left the list of matches closed in 3 wall journeys of 5: the Autocomplete's own
      // state (focus, its input's reset at mount) missed the early keys. It waits, read-only.
      readOnly={!takenOver}
      filterSelectedOptions={hideChosen}
      value={value}
      onChange={(_, people) => onChange(single ? people.slice(-1) : people)}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      options={options}
      // The server has filtered already; filtering again would hide matches on other fields.
      filterOptions={(found) => found}
      getOptionLabel={fullName}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      renderOption={({ key: _key, ...props }, person) => (
        <li {...props} key={person.id}>
          {renderPerson(person)}
        </li>
      )}
      loading={search.isFetching}
      noOptionsText={query ? (noMatch ?? intl.formatMessage(messages.noMatch)) : hintText}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={hintText}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
