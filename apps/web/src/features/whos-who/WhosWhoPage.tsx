import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import { keepPreviousData } from '@tanstack/react-query';
import { memo, Suspense, useDeferredValue, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { usersObject, type PersonAvailability, type User } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearch } from '../../api/queries';
import { LoadFailedAlert } from '../../layout/LoadFailedAlert';
import { FacetPanel } from '../../lists/people/FacetPanel';
import { NoPeopleFound } from '../../lists/people/NoPeopleFound';
import { filterParams, type PeopleFilters, countPeopleFilters } from '../../lists/people/peopleFilters';
import { peopleSearchMessages } from '../../lists/people/peopleSearchMessages';
import { PersonCard } from './PersonCard';
import { PersonCardSkeleton } from './PersonCardSkeleton';
import { ResultsHeader } from '../../lists/people/ResultsHeader';
import { ExportMenu } from '../../lists/export/ExportMenu';
import { ListPageLayout } from '../../lists/ListPageLayout';
import { usePermissions } from '../../api/usePermissions';
import { lazyNamed } from '../../takeover/lazyNamed';
import { importMessages } from '../../forms/import/importMessages';

// HR's tool, not every colleague's: its code loads when it opens.
const ImportPeopleDialog = lazyNamed(() => import('./ImportPeopleDialog'), 'ImportPeopleDialog');
import { usePeopleFilters } from '../../lists/people/usePeopleFilters';
import { whosWhoMessages } from './whosWhoMessages';
import { useAvailability } from '../../layout/availability/useAvailability';

/** Cards per page on Who's who (a multiple of 2, 3 and 4 so every grid row is full). */
const WHOS_WHO_PAGE_SIZE = 24;

/**
 * `/who-s-who`: colleagues by text (the header's search lands here with `?q=`), facets with
 * counts, sort and pages, all in the address.
 */
export function WhosWhoPage() {
  const intl = useIntl();
  const { can } = usePermissions();
  const [importing, setImporting] = useState(false);
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
  // The cards render in a transition, sliced, after the answer arrives: 24 cards in one go are a
  // long task on a phone, while the skeletons (or the last page) stay meanwhile. What they show is
  // deferred as a whole (the answer, the words highlighted, who is free), so that neither a key
  // typed nor an answer arriving renders them at once.
  const found = useDeferredValue(results.data);
  // The page's people's free weeks in one request: the cards say who is free now or from when.
  const availability = useAvailability(found?.data.map((person) => person.id) ?? []);
  const shownAvailability = useDeferredValue(availability.data);
  const highlight = useDeferredValue(
    [...filters.facets.technical_skills, ...(filters.q ? [filters.q] : [])].join(HIGHLIGHT_SEPARATOR),
  );
  const total = found?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / WHOS_WHO_PAGE_SIZE));
  const change = (next: PeopleFilters) => setFilters(next);

  return (
    <ListPageLayout
      title={<FormattedMessage {...whosWhoMessages.title} />}
      intro={<FormattedMessage {...whosWhoMessages.intro} />}
      action={
        <Stack direction="row" spacing={1}>
          <ExportMenu
            object={usersObject}
            params={{ ...filterParams(filters), sort: filters.sort || undefined }}
          />
          {can('users', 'create') && (
            <Button
              variant="outlined"
              startIcon={<UploadFileOutlinedIcon />}
              onClick={() => setImporting(true)}
            >
              <FormattedMessage {...importMessages.open} />
            </Button>
          )}
        </Stack>
      }
      search={{
        label: intl.formatMessage(whosWhoMessages.search),
        value: filters.q,
        onSearch: (q) => setFilters((current) => ({ ...current, q, page: 1 }), { replace: true }),
      }}
      filters={<FacetPanel filters={filters} onChange={change} />}
      activeFilters={countPeopleFilters(filters)}
      filtersLabel={intl.formatMessage(whosWhoMessages.filters)}
      resultsLabel={intl.formatMessage(whosWhoMessages.results)}
    >
      <ResultsHeader
        total={found && <FormattedMessage {...whosWhoMessages.total} values={{ count: total }} />}
        filters={filters}
        onChange={change}
        fetching={(results.isFetching && results.data !== undefined) || found !== results.data}
      />
      {results.isError && !results.data ? (
        <LoadFailedAlert onRetry={() => void results.refetch()} />
      ) : found?.data.length === 0 ? (
        <NoPeopleFound filters={filters} onChange={setFilters} />
      ) : (
        <PeopleGrid people={found?.data} highlight={highlight} availability={shownAvailability} />
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(filters.page, pages)}
          onChange={(_, page) => {
            setFilters({ ...filters, page });
            window.scrollTo({ top: 0 });
          }}
          aria-label={intl.formatMessage(peopleSearchMessages.pages)}
          sx={{ alignSelf: 'center' }}
        />
      )}
      {importing && (
        <Suspense fallback={null}>
          <ImportPeopleDialog onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </ListPageLayout>
  );
}

/** Between the words a card highlights, in the one string that stands for them (compared by value). */
const HIGHLIGHT_SEPARATOR = '\u0000';

type PeopleGridProps = {
  /** The page's people; skeletons until the first answer. */
  people: readonly User[] | undefined;
  /** The skills and words searched for, joined by HIGHLIGHT_SEPARATOR. */
  highlight: string;
  availability: ReadonlyMap<string, PersonAvailability> | undefined;
};

/** The cards; rendered again only when what they show changes (memo: the page renders per key). */
const PeopleGrid = memo(function PeopleGrid({ people, highlight, availability }: PeopleGridProps) {
  const words = highlight === '' ? [] : highlight.split(HIGHLIGHT_SEPARATOR);
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {people
        ? people.map((person) => (
            <Grid key={person.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <PersonCard person={person} highlight={words} availability={availability?.get(person.id)} />
            </Grid>
          ))
        : Array.from({ length: 6 }, (_, index) => (
            <Grid key={index} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <PersonCardSkeleton />
            </Grid>
          ))}
    </Grid>
  );
});
