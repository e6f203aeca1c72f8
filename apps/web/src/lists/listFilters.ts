import type { AnyObjectDeclaration, FacetOf, SortOf } from '@atrium/contract';
/** A sort of a list: a field, '-field' for descending, or '' for the list's default. */
export type ListSort<Field extends string> = '' | Field | `-${Field}`;

/** What a list page shows: its search text, facet choices, sort and page. */
export type ListFilters<Facet extends string, SortField extends string = string> = {
  q: string;
  facets: Record<Facet, string[]>;
  sort: ListSort<SortField>;
  page: number;
};

/** The facets and sort fields a list accepts from an address. */
export type ListSpec<Facet extends string, SortField extends string = string> = {
  facets: readonly Facet[];
  sorts: readonly SortField[];
  /** Address parameters of the page around the list (its tab) that a change of filters keeps. */
  keep?: readonly string[];
};

/** A list page's facets and sorts, as its object declares them. */
export function listSpecOf<D extends AnyObjectDeclaration>(object: D): ListSpec<FacetOf<D>, SortOf<D>> {
  return { facets: object.facets ?? Object.keys(object.filters), sorts: object.sorts };
}

const MAX_PAGE = 10_000;

const noFacets = <Facet extends string>(spec: ListSpec<Facet>) =>
  Object.fromEntries(spec.facets.map((facet) => [facet, []])) as unknown as Record<Facet, string[]>;

export const noListFilters = <Facet extends string, SortField extends string>(
  spec: ListSpec<Facet, SortField>,
): ListFilters<Facet, SortField> => ({
  q: '',
  facets: noFacets(spec),
  sort: '',
  page: 1,
});

/**
 * The filters an address carries: `?q=bank&client=Acme&client=Globex&sort=-start_date&page=2`,
 * with the API's own names, a repeated one meaning "any of". Anything unknown or malformed is
 * ignored, so an edited or outdated link still opens.
 */
export function listFiltersFromSearch<Facet extends string, SortField extends string>(
  search: URLSearchParams,
  spec: ListSpec<Facet, SortField>,
): ListFilters<Facet, SortField> {
  const facets = noFacets(spec);
  for (const facet of spec.facets) {
    facets[facet] = [
      ...new Set(
        search
          .getAll(facet)
          .map((value) => value.trim())
          .filter(Boolean),
      ),
    ];
  }
  const sort = search.get('sort') ?? '';
  const page = Number(search.get('page') ?? '1');
  return {
    q: (search.get('q') ?? '').trim(),
    facets,
    sort: (spec.sorts as readonly string[]).includes(sort.replace(/^-/, ''))
      ? (sort as ListSort<SortField>)
      : '',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The address of the filters: defaults left out, facets in a fixed order, so equal filters share a link. */
export function searchFromListFilters<Facet extends string, SortField extends string>(
  filters: ListFilters<Facet, SortField>,
  spec: ListSpec<Facet, SortField>,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of spec.keep ?? []) for (const value of current.getAll(name)) search.append(name, value);
  if (filters.q.trim()) search.set('q', filters.q.trim());
  for (const facet of spec.facets) for (const value of filters.facets[facet]) search.append(facet, value);
  if (filters.sort) search.set('sort', filters.sort);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** Adds or removes one value of a facet; a change of filters goes back to the first page. */
export function toggleListFacet<Facet extends string, Filters extends ListFilters<Facet>>(
  filters: Filters,
  facet: Facet,
  value: string,
): Filters {
  const chosen = filters.facets[facet];
  const next = chosen.includes(value) ? chosen.filter((item) => item !== value) : [...chosen, value];
  return { ...filters, facets: { ...filters.facets, [facet]: next }, page: 1 };
}

/** How many facet values are chosen: the count on a narrow screen's Filters button. */
export function countFacetChoices<Facet extends string>(filters: ListFilters<Facet>): number {
  return Object.values<string[]>(filters.facets).reduce((sum, chosen) => sum + chosen.length, 0);
}
