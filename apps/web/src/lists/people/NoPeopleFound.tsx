import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { clearFacets, hasFacetChoices, type PeopleFilters } from './peopleFilters';
import { peopleSearchMessages } from './peopleSearchMessages';

type Props = { filters: PeopleFilters; onChange: (filters: PeopleFilters) => void };

/** A people search that found no one: says so, and offers to drop the facets if any narrow it. */
export function NoPeopleFound({ filters, onChange }: Props) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start', py: 4 }}>
      <Typography>
        <FormattedMessage {...peopleSearchMessages.empty} />
      </Typography>
      {hasFacetChoices(filters) && (
        <Button onClick={() => onChange(clearFacets(filters))}>
          <FormattedMessage {...peopleSearchMessages.clearFilters} />
        </Button>
      )}
    </Stack>
  );
}
