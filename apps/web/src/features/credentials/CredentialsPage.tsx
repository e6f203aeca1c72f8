import { useCallback, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { credentialsObject, type FacetOf, type SortOf } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCardinalities, useSearch } from '../../api/queries';
import { usePermissions } from '../../api/usePermissions';
import { LoadFailedAlert } from '../../layout/LoadFailedAlert';
import { PersonName } from '../../layout/PersonName';
import { Spinner } from '../../layout/Spinner';
import { listSpecOf, type ListSort } from '../../lists/listFilters';
import { FacetChipGroups } from '../../lists/FacetChipGroups';
import { SearchField } from '../../lists/SearchField';
import { useListFilters } from '../../lists/useListFilters';
import { CredentialCard } from './CredentialCard';
import { CredentialDialog } from './CredentialDialog';
import { CREDENTIALS_PAGE_SIZE } from './credentialsApi';
import { credentialsMessages } from './credentialsMessages';
import { SolutionName } from './SolutionName';

type Facet = FacetOf<typeof credentialsObject>;
const LIST = listSpecOf(credentialsObject);
const NEWEST_FIRST = '-start_date';
const facetTitle = {
  client: credentialsMessages.client,
  solution: credentialsMessages.solution,
  sales_owner: credentialsMessages.salesOwner,
  year: credentialsMessages.year,
  top: credentialsMessages.topBadge,
};

/**
 * `/credentials`: search, facets (client, solution, sales owner, year, top), sort by date, paging,
 * all kept in the address so Back and shared links show the same list.
 */
export function CredentialsPage() {
  const intl = useIntl();
  const { can } = usePermissions();
  const [filters, setFilters] = useListFilters(LIST);
  const [creating, setCreating] = useState(false);
  const search = useCallback(
    // Typing refines the same search: one history entry, not one per pause.
    (q: string) => setFilters({ ...filters, q, page: 1 }, { replace: true }),
    [filters, setFilters],
  );

  const sort = filters.sort || NEWEST_FIRST;
  const params = { q: filters.q || undefined, ...filters.facets };
  const results = useSearch(credentialsObject, {
    ...params,
    sort,
    page: filters.page,
    size: CREDENTIALS_PAGE_SIZE,
  });
  const facets = useCardinalities(credentialsObject, LIST.facets, params);
  const pages = Math.max(1, Math.ceil((results.data?.total ?? 0) / CREDENTIALS_PAGE_SIZE));
  const labelOf = (facet: Facet) => {
    if (facet === 'sales_owner') return (id: string) => <PersonName id={id} />;
    if (facet === 'solution') return (id: string) => <SolutionName id={id} />;
    return undefined;
  };

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          <FormattedMessage {...credentialsMessages.title} />
        </Typography>
        {can('credentials', 'create') && (
          <Button variant="contained" onClick={() => setCreating(true)}>
            <FormattedMessage {...credentialsMessages.create} />
          </Button>
        )}
      </Stack>
      <Stack direction="row" spacing={2}>
        <SearchField
          label={intl.formatMessage(credentialsMessages.search)}
          value={filters.q}
          onSearch={search}
        />
        <TextField
          select
          label={intl.formatMessage(credentialsMessages.sort)}
          value={sort}
          onChange={(event) =>
            setFilters({
              ...filters,
              sort:
                event.target.value === NEWEST_FIRST
                  ? ''
                  : (event.target.value as ListSort<SortOf<typeof credentialsObject>>),
              page: 1,
            })
          }
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="-start_date">{intl.formatMessage(credentialsMessages.sortNewest)}</MenuItem>
          <MenuItem value="start_date">{intl.formatMessage(credentialsMessages.sortOldest)}</MenuItem>
        </TextField>
      </Stack>
      <FacetChipGroups
        facets={LIST.facets}
        titles={facetTitle}
        counts={facets.data}
        filters={filters}
        onChange={setFilters}
        labelOf={labelOf}
      />
      {results.isPending ? (
        <Spinner />
      ) : results.isError ? (
        <LoadFailedAlert onRetry={() => void results.refetch()} />
      ) : (
        <Stack spacing={1.5}>
          <Typography color="text.secondary">
            <FormattedMessage {...credentialsMessages.total} values={{ count: results.data?.total ?? 0 }} />
          </Typography>
          {results.data?.data.length === 0 && (
            <Typography>
              <FormattedMessage {...credentialsMessages.empty} />
            </Typography>
          )}
          {results.data?.data.map((credential) => (
            <CredentialCard key={credential.id} credential={credential} />
          ))}
          {pages > 1 && (
            <Pagination
              count={pages}
              page={filters.page}
              onChange={(_, page) => setFilters({ ...filters, page })}
            />
          )}
        </Stack>
      )}
      {creating && <CredentialDialog onClose={() => setCreating(false)} />}
    </Stack>
  );
}
