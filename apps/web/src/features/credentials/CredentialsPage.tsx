import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CREDENTIAL_FACETS, type Credential } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCardinalities, useSearch } from '../../api/queries';
import { usePermissions } from '../../api/usePermissions';
import { useSearchText } from '../../forms/searchPause';
import { FacetChips } from '../../layout/FacetChips';
import { PersonName } from '../../layout/PersonName';
import { Spinner } from '../../layout/Spinner';
import { CredentialCard } from './CredentialCard';
import { CredentialDialog } from './CredentialDialog';
import { CREDENTIALS_MODULE, CREDENTIALS_OBJECT, CREDENTIALS_PAGE_SIZE } from './credentialsApi';
import { credentialsMessages } from './credentialsMessages';
import { SolutionName } from './SolutionName';

type Facet = (typeof CREDENTIAL_FACETS)[number];
const NO_FILTERS: Record<Facet, string[]> = { client: [], solution: [], sales_owner: [], year: [], top: [] };
const facetTitle = {
  client: credentialsMessages.client,
  solution: credentialsMessages.solution,
  sales_owner: credentialsMessages.salesOwner,
  year: credentialsMessages.year,
  top: credentialsMessages.topBadge,
};

/** `/credentials`: search, facets (client, solution, sales owner, year, top), sort by date, paging. */
export function CredentialsPage() {
  const intl = useIntl();
  const { can } = usePermissions();
  const [text, setText] = useState('');
  const [filters, setFilters] = useState(NO_FILTERS);
  const [sort, setSort] = useState('-start_date');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const q = useSearchText(text);

  const params = { q, ...filters };
  const results = useSearch<Credential>(CREDENTIALS_MODULE, CREDENTIALS_OBJECT, {
    ...params,
    sort,
    page,
    size: CREDENTIALS_PAGE_SIZE,
  });
  const facets = useCardinalities(CREDENTIALS_MODULE, CREDENTIALS_OBJECT, CREDENTIAL_FACETS, params);
  const pages = Math.max(1, Math.ceil((results.data?.total ?? 0) / CREDENTIALS_PAGE_SIZE));
  const toggle = (facet: Facet, value: string) => {
    const chosen = filters[facet];
    setFilters({
      ...filters,
      [facet]: chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value],
    });
    setPage(1);
  };
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
        <TextField
          type="search"
          sx={{ flexGrow: 1 }}
          label={intl.formatMessage(credentialsMessages.search)}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setPage(1);
          }}
        />
        <TextField
          select
          label={intl.formatMessage(credentialsMessages.sort)}
          value={sort}
          onChange={(event) => setSort(event.target.value)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="-start_date">{intl.formatMessage(credentialsMessages.sortNewest)}</MenuItem>
          <MenuItem value="start_date">{intl.formatMessage(credentialsMessages.sortOldest)}</MenuItem>
        </TextField>
      </Stack>
      <Stack spacing={1.5}>
        {CREDENTIAL_FACETS.map((facet) => (
          <FacetChips
            key={facet}
            title={<FormattedMessage {...facetTitle[facet]} />}
            counts={facets.data?.[facet]}
            selected={filters[facet]}
            onToggle={(value) => toggle(facet, value)}
            renderLabel={labelOf(facet)}
          />
        ))}
      </Stack>
      {results.isPending ? (
        <Spinner />
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
          {pages > 1 && <Pagination count={pages} page={page} onChange={(_, next) => setPage(next)} />}
        </Stack>
      )}
      {creating && <CredentialDialog open onClose={() => setCreating(false)} />}
    </Stack>
  );
}
