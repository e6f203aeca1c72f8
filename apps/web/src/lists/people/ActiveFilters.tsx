import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFacetLabel } from './useFacetLabel';
import { facetMessages } from './facetMessages';
import {
  PEOPLE_FACETS,
  clearFacets,
  hasFacetChoices,
  toggleFacetValue,
  type PeopleFilters,
} from './peopleFilters';
import { peopleSearchMessages } from './peopleSearchMessages';

type Props = { filters: PeopleFilters; onChange: (next: PeopleFilters) => void };

/** The facet choices in force, each removable, and a way to drop them all. */
export function ActiveFilters({ filters, onChange }: Props) {
  const intl = useIntl();
  const label = useFacetLabel();
  if (!hasFacetChoices(filters)) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {PEOPLE_FACETS.flatMap((facet) =>
        filters.facets[facet].map((value) => {
          const text = `${intl.formatMessage(facetMessages[facet])}: ${label(facet, value)}`;
          return (
            <Chip
              key={`${facet}:${value}`}
              label={text}
              // The whole chip removes it: a click, Enter, Backspace or Delete.
              onClick={() => onChange(toggleFacetValue(filters, facet, value))}
              onDelete={() => onChange(toggleFacetValue(filters, facet, value))}
              aria-label={intl.formatMessage(peopleSearchMessages.removeFilter, { label: text })}
            />
          );
        }),
      )}
      <Button size="small" onClick={() => onChange(clearFacets(filters))}>
        <FormattedMessage {...peopleSearchMessages.clearFilters} />
      </Button>
    </Stack>
  );
}
