import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { usersObject } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearch } from '../../api/queries';
import { LoadFailedAlert } from '../../layout/LoadFailedAlert';
import { FacetPanel } from './FacetPanel';
import { WHOS_WHO_PAGE_SIZE } from './peopleApi';
import { clearFacets, filterParams, hasFacetChoices, type PeopleFilters } from './peopleFilters';
import { commonMessages } from './peopleMessages';
import { PersonCard } from './PersonCard';
import { PersonCardSkeleton } from './PersonCardSkeleton';
import { ResultsHeader } from './ResultsHeader';
import { SearchField } from '../../lists/SearchField';
import { usePeopleFilters } from './usePeopleFilters';
import { whosWhoMessages } from './whosWhoMessages';

/**
 * `/who-s-who`: colleagues by text (the header's search lands here with `?q=`), facets with
 * counts, sort and pages, all in the address.
 */
export function WhosWhoPage() {
  const intl = useIntl();
  const [filters, setFilters] = usePeopleFilters();
  const results = useSearch(
    usersObject,
    {
      ...filterParams(filters),
      sort: filters.sort || undefined,
      page: filters.page,
      size: WHOS_WHO_PAGE_SIZE,
    },
    { placeholderData: keepPreviousData },
  );
  const total = results.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / WHOS_WHO_PAGE_SIZE));
  const change = (next: PeopleFilters) => setFilters(next);
  const highlight = [...filters.facets.technical_skills, ...(filters.q ? [filters.q] : [])];

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          <FormattedMessage {...whosWhoMessages.title} />
        </Typography>
        <Typography color="text.secondary">
          <FormattedMessage {...whosWhoMessages.intro} />
        </Typography>
      </Box>
      <SearchField
        label={intl.formatMessage(whosWhoMessages.search)}
        value={filters.q}
        onSearch={(q) => setFilters({ ...filters, q, page: 1 }, { replace: true })}
      />
      <Grid container spacing={3}>
        <Grid
          size={{ xs: 12, md: 3 }}
          component="aside"
          aria-label={intl.formatMessage(whosWhoMessages.filters)}
          // On a phone the results come first: the facets, growing as their counts arrive, would
          // push them down the screen (Lighthouse measured a layout shift of 0.37).
          sx={{ order: { xs: 2, md: 1 } }}
        >
          <FacetPanel filters={filters} onChange={change} />
        </Grid>
        <Grid size={{ xs: 12, md: 9 }} sx={{ order: { xs: 1, md: 2 } }}>
          <Stack spacing={2} component="section" aria-label={intl.formatMessage(whosWhoMessages.results)}>
            <ResultsHeader
              total={
                results.data && <FormattedMessage {...whosWhoMessages.total} values={{ count: total }} />
              }
              filters={filters}
              onChange={change}
              fetching={results.isFetching && results.data !== undefined}
            />
            {results.isError && !results.data ? (
              <LoadFailedAlert onRetry={() => void results.refetch()} />
            ) : results.data?.data.length === 0 ? (
              <Stack spacing={1} sx={{ alignItems: 'flex-start', py: 4 }}>
                <Typography>
                  <FormattedMessage {...commonMessages.empty} />
                </Typography>
                {hasFacetChoices(filters) && (
                  <Button onClick={() => setFilters(clearFacets(filters))}>
                    <FormattedMessage {...commonMessages.clearFilters} />
                  </Button>
                )}
              </Stack>
            ) : (
              <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {results.data
                  ? results.data.data.map((person) => (
                      <Grid key={person.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
                        <PersonCard person={person} highlight={highlight} />
                      </Grid>
                    ))
                  : Array.from({ length: 6 }, (_, index) => (
                      <Grid key={index} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
                        <PersonCardSkeleton />
                      </Grid>
                    ))}
              </Grid>
            )}
            {pages > 1 && (
              <Pagination
                count={pages}
                page={Math.min(filters.page, pages)}
                onChange={(_, page) => {
                  setFilters({ ...filters, page });
                  window.scrollTo({ top: 0 });
                }}
                aria-label={intl.formatMessage(commonMessages.pages)}
                sx={{ alignSelf: 'center' }}
              />
            )}
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}
