import { useState } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SOLUTION_FACETS, type Solution } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useCardinalities, useSearch } from '../../api/queries';
import { usePermissions } from '../../api/usePermissions';
import { useSearchText } from '../../forms/searchPause';
import { FacetChips } from '../../layout/FacetChips';
import { PersonName } from '../../layout/PersonName';
import { Spinner } from '../../layout/Spinner';
import { SolutionCard } from './SolutionCard';
import { SolutionDialog } from './SolutionDialog';
import { SOLUTIONS_MODULE, SOLUTIONS_OBJECT, SOLUTIONS_PAGE_SIZE } from './solutionsApi';
import { solutionsMessages } from './solutionsMessages';

type Facet = (typeof SOLUTION_FACETS)[number];

type Props = {
  /** Only the top solutions (the 'Top Solutions' header). */
  top: boolean;
  page: number;
  onPage: (page: number) => void;
};

/** The catalogue: search, owner/market/tag facets, cards and paging. */
export function SolutionsList({ top, page, onPage }: Props) {
  const intl = useIntl();
  const { can } = usePermissions();
  const [text, setText] = useState('');
  const [filters, setFilters] = useState<Record<Facet, string[]>>({ owner: [], market: [], tag: [] });
  const [creating, setCreating] = useState(false);
  const q = useSearchText(text);

  const params = { q, ...filters, ...(top && { top: true }) };
  const results = useSearch<Solution>(SOLUTIONS_MODULE, SOLUTIONS_OBJECT, {
    ...params,
    page,
    size: SOLUTIONS_PAGE_SIZE,
  });
  const facets = useCardinalities(SOLUTIONS_MODULE, SOLUTIONS_OBJECT, SOLUTION_FACETS, params);
  const pages = Math.max(1, Math.ceil((results.data?.total ?? 0) / SOLUTIONS_PAGE_SIZE));
  const toggle = (facet: Facet, value: string) => {
    const chosen = filters[facet];
    setFilters({
      ...filters,
      [facet]: chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value],
    });
    onPage(1);
  };
  const facetTitle = {
    owner: solutionsMessages.owners,
    market: solutionsMessages.markets,
    tag: solutionsMessages.tags,
  };

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          <FormattedMessage {...(top ? solutionsMessages.top : solutionsMessages.catalogue)} />
        </Typography>
        <Button component={RouterLink} to={top ? '/solutions' : '/top-solutions'}>
          <FormattedMessage {...(top ? solutionsMessages.catalogue : solutionsMessages.top)} />
        </Button>
        {can('solutions', 'create') && (
          <Button variant="contained" onClick={() => setCreating(true)}>
            <FormattedMessage {...solutionsMessages.create} />
          </Button>
        )}
      </Stack>
      <TextField
        type="search"
        label={intl.formatMessage(solutionsMessages.search)}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onPage(1);
        }}
      />
      <Stack spacing={1.5}>
        {SOLUTION_FACETS.map((facet) => (
          <FacetChips
            key={facet}
            title={<FormattedMessage {...facetTitle[facet]} />}
            counts={facets.data?.[facet]}
            selected={filters[facet]}
            onToggle={(value) => toggle(facet, value)}
            renderLabel={facet === 'owner' ? (id) => <PersonName id={id} /> : undefined}
          />
        ))}
      </Stack>
      {results.isPending ? (
        <Spinner />
      ) : (
        <>
          <Typography color="text.secondary">
            <FormattedMessage {...solutionsMessages.total} values={{ count: results.data?.total ?? 0 }} />
          </Typography>
          {results.data?.data.length === 0 && (
            <Typography>
              <FormattedMessage {...solutionsMessages.empty} />
            </Typography>
          )}
          <Grid container spacing={2}>
            {results.data?.data.map((solution) => (
              <Grid key={solution.id} size={{ xs: 12, md: 6, lg: 4 }}>
                <SolutionCard solution={solution} top={top} />
              </Grid>
            ))}
          </Grid>
          {pages > 1 && <Pagination count={pages} page={page} onChange={(_, next) => onPage(next)} />}
        </>
      )}
      {creating && <SolutionDialog open onClose={() => setCreating(false)} />}
    </Stack>
  );
}
