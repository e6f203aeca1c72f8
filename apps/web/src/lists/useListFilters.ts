import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { listFiltersFromSearch, searchFromListFilters, type ListFilters, type ListSpec } from './listFilters';

/**
 * Filters kept in the address, so a search can be shared, bookmarked and walked back with the
 * browser's history. `read` and `write` must keep their identity (declare them at module level).
 * `setFilters` takes the filters, or how to change the current ones: the latter for a change that
 * may come late (a search after a typing pause), so that it keeps what was chosen meanwhile.
 */
export function useAddressFilters<Filters>(
  read: (search: URLSearchParams) => Filters,
  write: (filters: Filters, current: URLSearchParams) => URLSearchParams,
) {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => read(search), [read, search]);
  // The address last asked for, until the router draws it: it renders a change in a transition,
  // and until that commits `search`, and every handler made from it, still hold the one before
  // (a tab chosen, then a search landing before the tab's render did, put the old tab back).
  const asked = useRef<URLSearchParams | undefined>(undefined);
  useEffect(() => {
    asked.current = undefined;
  }, [search]);
  const setFilters = useCallback(
    (next: Filters | ((current: Filters) => Filters), options: { replace?: boolean } = {}) => {
      const current = asked.current ?? search;
      const chosen =
        typeof next === 'function' ? (next as (current: Filters) => Filters)(read(current)) : next;
      asked.current = write(chosen, new URLSearchParams(current));
      setSearch(asked.current, { replace: options.replace });
    },
    [read, search, setSearch, write],
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
