import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { credentialsObject, solutionsObject, usersObject, type FacetOf, type SortOf } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePermissions } from '../../api/usePermissions';
import { listSpecOf, type ListSort } from '../../lists/listFilters';
import { ExportMenu } from '../../lists/export/ExportMenu';
import { FacetChipGroups } from '../../lists/FacetChipGroups';
import { FiltersDrawer } from '../../lists/FiltersDrawer';
import { SearchField } from '../../lists/SearchField';
import { ListResults } from '../../lists/ListResults';
import { useFacetLabels } from '../../lists/useFacetLabels';
import { useObjectList } from '../../lists/useObjectList';
import { CredentialCard } from './CredentialCard';
import { CredentialDialog } from './CredentialDialog';
import { CREDENTIALS_PAGE_SIZE } from './credentialsApi';
import { credentialsMessages } from './credentialsMessages';

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
  const [creating, setCreating] = useState(false);
  const { filters, setFilters, search, sort, counts, paged, faceted, exportParams, activeFilters } =
    useObjectList(credentialsObject, LIST, {
      pageSize: CREDENTIALS_PAGE_SIZE,
      defaultSort: NEWEST_FIRST,
    });
  const ownerName = useFacetLabels(
    usersObject,
    counts.data?.sales_owner,
    filters.facets.sales_owner,
    (person) => `${person.first_name} ${person.last_name}`,
  );
  const solutionName = useFacetLabels(
    solutionsObject,
    counts.data?.solution,
    filters.facets.solution,
    (solution) => solution.name,
  );
  const labelOf = (facet: Facet) => {
    if (facet === 'sales_owner') return ownerName;
    if (facet === 'solution') return solutionName;
    return undefined;
  };

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          <FormattedMessage {...credentialsMessages.title} />
        </Typography>
        <ExportMenu object={credentialsObject} params={exportParams} />
        {can('credentials', 'create') && (
          <Button variant="contained" onClick={() => setCreating(true)}>
            <FormattedMessage {...credentialsMessages.create} />
          </Button>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
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
      <FiltersDrawer activeCount={activeFilters}>
        <FacetChipGroups {...faceted} titles={facetTitle} labelOf={labelOf} />
      </FiltersDrawer>
      <ListResults {...paged} total={credentialsMessages.total} empty={credentialsMessages.empty}>
        {(credentials) =>
          credentials.map((credential) => <CredentialCard key={credential.id} credential={credential} />)
        }
      </ListResults>
      {creating && <CredentialDialog onClose={() => setCreating(false)} />}
    </Stack>
  );
}
