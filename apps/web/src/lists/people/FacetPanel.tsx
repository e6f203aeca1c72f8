import { usersObject } from '@atrium/contract';
import Stack from '@mui/material/Stack';
import { keepPreviousData } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { FormattedMessage } from 'react-intl';
import { useCardinalities } from '../../api/queries';
import { AvailabilityFilter } from './AvailabilityFilter';
import { FacetGroup } from './FacetGroup';
import { facetMessages } from './facetMessages';
import {
  PEOPLE_FACETS,
  filterParams,
  toggleFacetValue,
  type PeopleFacet,
  type PeopleFilters,
} from './peopleFilters';
import { useFacetLabel } from './useFacetLabel';

type Props = { filters: PeopleFilters; onChange: (next: PeopleFilters) => void };

/**
 * When people are free (a condition, never counted), then the facets of the people search with
 * their counts. A facet with a choice counts its values
 * under every other filter but its own, so a second hub can be added to the first; the others
 * share one request.
 */
export function FacetPanel({ filters, onChange }: Props) {
  const open = PEOPLE_FACETS.filter((facet) => filters.facets[facet].length === 0);
  const counts = useCardinalities(usersObject, open, filterParams(filters), {
    placeholderData: keepPreviousData,
    enabled: open.length > 0,
  });
  // Dozens of checkboxes: rendered in a transition, sliced, so the results come first.
  const sharedCounts = useDeferredValue(counts.data);
  return (
    <Stack spacing={2}>
      <AvailabilityFilter value={filters.free} onChange={(free) => onChange({ ...filters, free, page: 1 })} />
      {PEOPLE_FACETS.map((facet) => (
        <FacetSection
          key={facet}
          facet={facet}
          filters={filters}
          onChange={onChange}
          sharedCounts={sharedCounts?.[facet]}
        />
      ))}
    </Stack>
  );
}

type SectionProps = Props & { facet: PeopleFacet; sharedCounts: Record<string, number> | undefined };

function FacetSection({ facet, filters, onChange, sharedCounts }: SectionProps) {
  const chosen = filters.facets[facet];
  const own = useCardinalities(usersObject, [facet], filterParams(filters, facet), {
    placeholderData: keepPreviousData,
    enabled: chosen.length > 0,
  });
  const label = useFacetLabel();
  // Until its own counts arrive, the shared ones (made without this facet's choice) stand in.
  const counts = chosen.length > 0 ? (own.data?.[facet] ?? sharedCounts) : sharedCounts;
  return (
    <FacetGroup
      title={<FormattedMessage {...facetMessages[facet]} />}
      counts={counts}
      selected={chosen}
      onToggle={(value) => onChange(toggleFacetValue(filters, facet, value))}
      label={(value) => label(facet, value)}
    />
  );
}
