import {
  FILTER_VALUE_PATTERNS,
  RESUME_LANGUAGES,
  usersObject,
  type FacetOf,
  type ResumeLanguage,
  type SortOf,
} from '@atrium/contract';
import type { QueryParams } from '../../api/httpClient';
import {
  countFacetChoices,
  listFiltersFromSearch,
  listSpecOf,
  noListFilters,
  searchFromListFilters,
  toggleListFacet,
  type ListFilters,
  type ListSort,
} from '../listFilters';

const PEOPLE_LIST = listSpecOf(usersObject);
type PeopleSortField = SortOf<typeof usersObject>;

/** The facets Who's who and the CV library filter by, in the order they are shown. */
export const PEOPLE_FACETS = PEOPLE_LIST.facets;
export type PeopleFacet = FacetOf<typeof usersObject>;

/** A sort of the people search: a field, '-field' for descending, or '' for the best match first. */
export type PeopleSort = ListSort<PeopleSortField>;

export type PeopleFilters = ListFilters<PeopleFacet, PeopleSortField> & {
  /** The CV library's resume language; Who's who leaves it empty. */
  language: ResumeLanguage | '';
  /** Free at least a share from a day for some months (`50:2027-03-01:3`), or '' for anyone. */
  free: string;
};

export const NO_FILTERS: PeopleFilters = { ...noListFilters(PEOPLE_LIST), language: '', free: '' };

/**
 * The filters an address carries (see listFiltersFromSearch), with the CV library's
 * `language=fr`; anything unknown or malformed is ignored, so an outdated link still opens.
 */
export function filtersFromSearch(search: URLSearchParams): PeopleFilters {
  const language = search.get('language') ?? '';
  const free = search.get('free') ?? '';
  return {
    ...listFiltersFromSearch(search, PEOPLE_LIST),
    language: (RESUME_LANGUAGES as readonly string[]).includes(language) ? (language as ResumeLanguage) : '',
    free: FILTER_VALUE_PATTERNS.availability.test(free) ? free : '',
  };
}

/** The address of the filters: defaults left out, facets in a fixed order, so equal filters share a link. */
export function searchFromFilters(filters: PeopleFilters): URLSearchParams {
  const search = searchFromListFilters(filters, PEOPLE_LIST);
  if (filters.language) search.set('language', filters.language);
  if (filters.free) search.set('free', filters.free);
  return search;
}

/** The search's query parameters (without paging); `except` leaves one facet's own choice out. */
export function filterParams(filters: PeopleFilters, except?: PeopleFacet): QueryParams {
  const params: QueryParams = { q: filters.q || undefined, free: filters.free || undefined };
  for (const facet of PEOPLE_FACETS) {
    if (facet !== except && filters.facets[facet].length > 0) params[facet] = filters.facets[facet];
  }
  return params;
}

/** Adds or removes one value of a facet; any change of filters goes back to the first page. */
export const toggleFacetValue = (filters: PeopleFilters, facet: PeopleFacet, value: string): PeopleFilters =>
  toggleListFacet(filters, facet, value);

/** Drops every facet choice and the availability asked, keeping the text, sort and language. */
export const clearFacets = (filters: PeopleFilters): PeopleFilters => ({
  ...filters,
  facets: NO_FILTERS.facets,
  free: '',
  page: 1,
});

export const hasFacetChoices = (filters: PeopleFilters): boolean =>
  filters.free !== '' || PEOPLE_FACETS.some((facet) => filters.facets[facet].length > 0);

/** The choices made, the CV library's language included: the count on a phone's Filters button. */
export const countPeopleFilters = (filters: PeopleFilters): number =>
  countFacetChoices(filters) + (filters.language ? 1 : 0) + (filters.free ? 1 : 0);
