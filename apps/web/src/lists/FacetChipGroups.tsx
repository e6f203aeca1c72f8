import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import type { CardinalitiesBody } from '@atrium/contract';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { FacetChips } from '../layout/FacetChips';
import { toggleListFacet, type ListFilters } from './listFilters';

type Props<Facet extends string, Filters extends ListFilters<Facet>> = {
  facets: readonly Facet[];
  titles: Record<Facet, MessageDescriptor>;
  /** The facet counts (`…/cardinalities`), while they load undefined. */
  counts: CardinalitiesBody | undefined;
  filters: Filters;
  onChange: (filters: Filters) => void;
  /** How a facet's values read (a person's name for an id); as stored when absent. */
  labelOf?: (facet: Facet) => ((value: string) => ReactNode) | undefined;
};

/** A list page's facets as groups of chips, each toggling one value. */
export function FacetChipGroups<Facet extends string, Filters extends ListFilters<Facet>>({
  facets,
  titles,
  counts,
  filters,
  onChange,
  labelOf,
}: Props<Facet, Filters>) {
  return (
    <Stack spacing={1.5}>
      {facets.map((facet) => (
        <FacetChips
          key={facet}
          title={<FormattedMessage {...titles[facet]} />}
          counts={counts?.[facet]}
          selected={filters.facets[facet]}
          onToggle={(value) => onChange(toggleListFacet(filters, facet, value))}
          renderLabel={labelOf?.(facet)}
        />
      ))}
    </Stack>
  );
}
