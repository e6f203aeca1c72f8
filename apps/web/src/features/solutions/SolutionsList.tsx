import { useCallback, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { solutionsObject, usersObject, type FacetOf, type SortOf } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useCardinalities, useSearch } from '../../api/queries';
import { usePermissions } from '../../api/usePermissions';
import { ExportMenu } from '../../lists/export/ExportMenu';
import {
  countFacetChoices,
  searchFromListFilters,
  type ListFilters,
  listSpecOf,
} from '../../lists/listFilters';
import { FacetChipGroups } from '../../lists/FacetChipGroups';
import { FiltersDrawer } from '../../lists/FiltersDrawer';
import { ListResults } from '../../lists/ListResults';
import { useFacetLabels } from '../../lists/useFacetLabels';
import { SearchField } from '../../lists/SearchField';
import { useListFilters } from '../../lists/useListFilters';
import { SolutionCard } from './SolutionCard';
import { SolutionDialog } from './SolutionDialog';
import { SOLUTIONS_PAGE_SIZE } from './solutionsApi';
import { solutionsMessages } from './solutionsMessages';

type Facet = FacetOf<typeof solutionsObject>;
const LIST = listSpecOf(solutionsObject);

type Props = {
  /** Only the top solutions (the 'Top Solutions' header). */
  top: boolean;
  /** Where page n lives, when the address numbers pages in its path (`/solutions-page=2`), not `?page=`. */
  pagePath?: (page: number) => string;
  /** The page the path names, with `pagePath`. */
  pathPage?: number;
};

/**
 * The catalogue: search, owner/market/tag facets, cards and paging, all kept in the address so
 * Back and shared links show the same list.
 */
export function SolutionsList({ top, pagePath, pathPage = 1 }: Props) {
  const intl = useIntl();
  const { can } = usePermissions();
  const navigate = useNavigate();
  const [queryFilters, setQueryFilters] = useListFilters(LIST);
  const [creating, setCreating] = useState(false);
  const filters = useMemo(
    () => (pagePath ? { ...queryFilters, page: pathPage } : queryFilters),
    [pagePath, pathPage, queryFilters],
  );
  const show = useCallback(
    (next: ListFilters<Facet, SortOf<typeof solutionsObject>>, options: { replace?: boolean } = {}) => {
      if (!pagePath) return setQueryFilters(next, options);
      const search = searchFromListFilters({ ...next, page: 1 }, LIST).toString();
      return navigate({ pathname: pagePath(next.page), search }, options);
    },
    [pagePath, navigate, setQueryFilters],
  );
  const search = useCallback(
    // Typing refines the same search: one history entry, not one per pause.
    (q: string) => show({ ...filters, q, page: 1 }, { replace: true }),
    [show, filters],
  );

  const params = { q: filters.q || undefined, ...filters.facets, ...(top && { top: true }) };
  const results = useSearch(solutionsObject, {
    ...params,
    page: filters.page,
    size: SOLUTIONS_PAGE_SIZE,
  });
  const facets = useCardinalities(solutionsObject, LIST.facets, params);
  const pages = Math.max(1, Math.ceil((results.data?.total ?? 0) / SOLUTIONS_PAGE_SIZE));
  const ownerName = useFacetLabels(
    usersObject,
    facets.data?.owner,
    filters.facets.owner,
    (person) => `${person.first_name} ${person.last_name}`,
  );
  const facetTitle = {
    owner: solutionsMessages.owners,
    market: solutionsMessages.markets,
    tag: solutionsMessages.tags,
  };

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          <FormattedMessage {...(top ? solutionsMessages.top : solutionsMessages.catalogue)} />
        </Typography>
        <Button component={RouterLink} to={top ? '/solutions' : '/top-solutions'}>
          <FormattedMessage {...(top ? solutionsMessages.catalogue : solutionsMessages.top)} />
        </Button>
        <ExportMenu object={solutionsObject} params={params} />
        {can('solutions', 'create') && (
          <Button variant="contained" onClick={() => setCreating(true)}>
            <FormattedMessage {...solutionsMessages.create} />
          </Button>
        )}
      </Stack>
      <SearchField label={intl.formatMessage(solutionsMessages.search)} value={filters.q} onSearch={search} />
      <FiltersDrawer activeCount={countFacetChoices(filters)}>
        <FacetChipGroups
          facets={LIST.facets}
          titles={facetTitle}
          counts={facets.data}
          filters={filters}
          onChange={show}
          labelOf={(facet) => (facet === 'owner' ? ownerName : undefined)}
        />
      </FiltersDrawer>
      <ListResults
        results={results}
        total={solutionsMessages.total}
        empty={solutionsMessages.empty}
        page={filters.page}
        pages={pages}
        onPage={(page) => show({ ...filters, page })}
      >
        {(solutions) => (
          <Grid container spacing={2}>
            {solutions.map((solution) => (
              <Grid key={solution.id} size={{ xs: 12, md: 6, lg: 4 }}>
                <SolutionCard solution={solution} top={top} />
              </Grid>
            ))}
          </Grid>
        )}
      </ListResults>
      {creating && <SolutionDialog onClose={() => setCreating(false)} />}
    </Stack>
  );
}
