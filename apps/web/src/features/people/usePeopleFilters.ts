import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromSearch, searchFromFilters, type PeopleFilters } from './peopleFilters';

/**
 * The filters of Who's who or the CV library, kept in the address so a search can be shared,
 * bookmarked and walked back with the browser's history.
 */
export function usePeopleFilters() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const setFilters = useCallback(
    (next: PeopleFilters, options: { replace?: boolean } = {}) =>
      setSearch(searchFromFilters(next), { replace: options.replace }),
    [setSearch],
  );
  return [filters, setFilters] as const;
}
