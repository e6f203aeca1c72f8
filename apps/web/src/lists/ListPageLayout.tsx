import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FiltersDrawer } from './FiltersDrawer';
import { SearchField } from './SearchField';

type Props = {
  title: ReactNode;
  intro: ReactNode;
  /** A button beside the title (my resumes, add a record). */
  action?: ReactNode;
  search: { label: string; value: string; onSearch: (q: string) => void };
  /** The facets and other filters, in a side column (under the results on a phone). */
  filters: ReactNode;
  filtersLabel: string;
  /**
   * How many filters are chosen, for a side column that holds filters: on a narrow screen they
   * then open from a "Filters (n)" button above the results. A side column of notes or scopes
   * leaves it out and stays under the results.
   */
  activeFilters?: number | undefined;
  /** The results: their header, cards or rows, empty and error states, paging. */
  children: ReactNode;
  resultsLabel: string;
};

/** A searchable list's page: title, search box, filters beside the results. */
export function ListPageLayout({
  title,
  intro,
  action,
  search,
  filters,
  filtersLabel,
  activeFilters,
  children,
  resultsLabel,
}: Props) {
  const drawn = activeFilters !== undefined;
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography color="text.secondary">{intro}</Typography>
        </Box>
        {action}
      </Stack>
      <SearchField label={search.label} value={search.value} onSearch={search.onSearch} />
      <Grid container spacing={3}>
        <Grid
          size={{ xs: 12, md: 3 }}
          component="aside"
          aria-label={filtersLabel}
          // On a phone the results come first: the facets, growing as their counts arrive, would
          // push them down the screen (Lighthouse measured a layout shift of 0.37). Filters behind
          // their button are the exception: the button, which does not grow, comes first.
          sx={{ order: { xs: drawn ? 1 : 2, md: 1 } }}
        >
          {drawn ? <FiltersDrawer activeCount={activeFilters}>{filters}</FiltersDrawer> : filters}
        </Grid>
        {/* minWidth 0: a wide grid or table scrolls inside the column instead of pushing the
            column, and its right-hand columns, past the page's edge (issue 47, at 1366 px). */}
        <Grid size={{ xs: 12, md: 9 }} sx={{ order: { xs: 1, md: 2 }, minWidth: 0 }}>
          <Stack spacing={2} component="section" aria-label={resultsLabel}>
            {children}
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}
