import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { listFiltersFromSearch, searchFromListFilters, type ListFilters, type ListSpec } from './listFilters';

/**
 * Filters kept in the address, so a search can be shared, bookmarked and walked back with the
 * browser's history. `read` and `write` must keep their identity (declare them at module level).
 */
export function useAddressFilters<Filters>(
  read: (search: URLSearchParams) => Filters,
  write: (filters: Filters, current: URLSearchParams) => URLSearchParams,
) {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => read(search), [read, search]);
  const setFilters = useCallback(
    (next: Filters, options: { replace?: boolean } = {}) =>
      setSearch((current) => write(next, current), { replace: options.replace }),
    [setSearch, write],
  );
  return [filters, setFilters] as const;
}

/** A list's search text, facets, sort and page in the address. `spec` must keep its identity. */
export function useListFilters<Facet extends string, SortField extends string>(
  spec: ListSpec<Facet, SortField>,
) {
  const read = useCallback((search: URLSearchParams) => listFiltersFromSearch(search, spec), [spec]);
  const write = useCallback(
    (filters: ListFilters<Facet, SortField>, current: URLSearchParams) =>
      searchFromListFilters(filters, spec, current),
    [spec],
  );
  return useAddressFilters(read, write);
}
