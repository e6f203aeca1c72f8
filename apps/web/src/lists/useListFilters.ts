import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { listFiltersFromSearch, searchFromListFilters, type ListFilters, type ListSpec } from './listFilters';

/**
 * A list's filters, kept in the address so a search can be shared, bookmarked and walked back
 * with the browser's history. `spec` must keep its identity (declare it at module level).
 */
export function useListFilters<Facet extends string, SortField extends string>(
  spec: ListSpec<Facet, SortField>,
) {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => listFiltersFromSearch(search, spec), [search, spec]);
  const setFilters = useCallback(
    (next: ListFilters<Facet, SortField>, options: { replace?: boolean } = {}) =>
      setSearch(searchFromListFilters(next, spec), { replace: options.replace }),
    [setSearch, spec],
  );
  return [filters, setFilters] as const;
}
