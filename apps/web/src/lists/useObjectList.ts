import { useCallback } from 'react';
import type { AnyObjectDeclaration, FilterOf, SortOf } from '@atrium/contract';
import { useCardinalities, useSearch } from '../api/queries';
import type { QueryParams } from '../api/httpClient';
import { countFacetChoices, type ListSpec } from './listFilters';
import { useListFilters } from './useListFilters';

type Options<SortField extends string> = {
  pageSize: number;
  /** What every search of this list adds (the top flag of Top Solutions, a status tab's default). */
  params?: QueryParams;
  /** The sort when the address names none. */
  defaultSort?: SortField | `-${SortField}`;
  /** The filters counted as facets beside the results; the spec's facets when absent, none when empty. */
  facets?: readonly FilterOf<AnyObjectDeclaration>[];
  /** Asks the page again every so many milliseconds (counters that move while one looks). */
  refetchInterval?: number;
};

/**
 * A list page's data: its filters, search text, sort and page in the address (`spec`, which must
 * keep its identity), the page of records with its paging, and the facet counts under them.
 */
export function useObjectList<D extends AnyObjectDeclaration, Facet extends FilterOf<D>>(
  object: D,
  spec: ListSpec<Facet, SortOf<D>>,
  { pageSize, params: extra, defaultSort, facets = spec.facets, refetchInterval }: Options<SortOf<D>>,
) {
  const [filters, setFilters] = useListFilters(spec);
  const search = useCallback(
    // Typing refines the same search: one history entry, not one per pause. It lands after the
    // pause, so it changes the filters as they are then, not as they were when typing began.
    (q: string) => setFilters((current) => ({ ...current, q, page: 1 }), { replace: true }),
    [setFilters],
  );
  const params = { q: filters.q || undefined, ...filters.facets, ...extra };
  const sort = filters.sort || defaultSort;
  const results = useSearch(
    object,
    { ...params, sort, page: filters.page, size: pageSize },
    { refetchInterval },
  );
  // A list without facets beside it (its one filter a tab) asks for no counts.
  const counts = useCardinalities(object, facets as FilterOf<D>[], params, { enabled: facets.length > 0 });
  const pages = Math.max(1, Math.ceil((results.data?.total ?? 0) / pageSize));
  /** The records and their paging, as `ListResults` takes them: `<ListResults {...list.paged} …>`. */
  const paged = {
    results,
    page: filters.page,
    pages,
    onPage: (page: number) => setFilters({ ...filters, page }),
  };
  /** The facets with their counts, as `FacetChipGroups` takes them: `<FacetChipGroups {...list.faceted} …>`. */
  const faceted = { facets: spec.facets, counts: counts.data, filters, onChange: setFilters };
  /** The search as it stands without its paging, as `ExportMenu` takes it: the whole result. */
  const exportParams = { ...params, sort };
  /** The facet values chosen, as `ListPageLayout` counts them on a phone's Filters button. */
  const activeFilters = countFacetChoices(filters);
  return { filters, setFilters, search, sort, counts, paged, faceted, exportParams, activeFilters };
}
