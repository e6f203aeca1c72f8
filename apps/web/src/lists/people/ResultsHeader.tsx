import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RefreshBar } from '../../layout/RefreshBar';
import { ActiveFilters } from './ActiveFilters';
import type { PeopleFilters } from './peopleFilters';
import { SortSelect } from './SortSelect';

type Props = {
  /** How many results, once known. */
  total: ReactNode;
  filters: PeopleFilters;
  onChange: (next: PeopleFilters) => void;
  /** A new page of results is on its way while the previous one stays shown. */
  fetching: boolean;
};

/** Above a list of people found: the count, the sort, the chosen facets and a refetch bar. */
export function ResultsHeader({ total, filters, onChange, fetching }: Props) {
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography role="status" color="text.secondary">
          {total}
        </Typography>
        <SortSelect value={filters.sort} onChange={(sort) => onChange({ ...filters, sort, page: 1 })} />
      </Stack>
      <ActiveFilters filters={filters} onChange={onChange} />
      <RefreshBar active={fetching} />
    </>
  );
}
