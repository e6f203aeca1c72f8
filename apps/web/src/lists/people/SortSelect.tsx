import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { PeopleSort } from './peopleFilters';
import { peopleSearchMessages } from './peopleSearchMessages';

const SORTS: { value: PeopleSort; label: MessageDescriptor }[] = [
  { value: '', label: peopleSearchMessages.sortBest },
  { value: 'last_name', label: peopleSearchMessages.sortLastName },
  { value: '-last_name', label: peopleSearchMessages.sortLastNameDesc },
  { value: 'first_name', label: peopleSearchMessages.sortFirstName },
  { value: 'job_title', label: peopleSearchMessages.sortJobTitle },
  { value: 'grade', label: peopleSearchMessages.sortGrade },
  { value: 'business_unit', label: peopleSearchMessages.sortBusinessUnit },
];

type Props = { value: PeopleSort; onChange: (sort: PeopleSort) => void };

/** The order of the people search; with no text searched, the best match is by last name. */
export function SortSelect({ value, onChange }: Props) {
  const intl = useIntl();
  return (
    <TextField
      select
      size="small"
      label={intl.formatMessage(peopleSearchMessages.sort)}
      value={value}
      onChange={(event) => onChange(event.target.value as PeopleSort)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 200 }}
    >
      {SORTS.map((sort) => (
        <MenuItem key={sort.value || 'best'} value={sort.value}>
          {intl.formatMessage(sort.label)}
        </MenuItem>
      ))}
    </TextField>
  );
}
