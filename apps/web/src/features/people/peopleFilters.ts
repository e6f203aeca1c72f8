import { RESUME_LANGUAGES, USER_SORTS, type ResumeLanguage } from '@atrium/contract';
import type { QueryParams } from '../../api/httpClient';

/** The facets Who's who and the CV library filter by, in the order they are shown. */
export const PEOPLE_FACETS = [
  'business_unit',
  'business_line',
  'hub',
  'market',
  'grade',
  'technical_skills',
  'languages',
] as const;
export type PeopleFacet = (typeof PEOPLE_FACETS)[number];

/** A sort of the people search: a field, '-field' for descending, or '' for the best match first. */
export type PeopleSort = '' | (typeof USER_SORTS)[number] | `-${(typeof USER_SORTS)[number]}`;

export type PeopleFilters = {
  q: string;
  facets: Record<PeopleFacet, string[]>;
  sort: PeopleSort;
  page: number;
  /** The CV library's resume language; Who's who leaves it empty. */
  language: ResumeLanguage | '';
};

const MAX_PAGE = 10_000;

const emptyFacets = (): Record<PeopleFacet, string[]> =>
  Object.fromEntries(PEOPLE_FACETS.map((facet) => [facet, []])) as unknown as Record<PeopleFacet, string[]>;

export const NO_FILTERS: PeopleFilters = { q: '', facets: emptyFacets(), sort: '', page: 1, language: '' };

const isSort = (value: string): value is Exclude<PeopleSort, ''> =>
  (USER_SORTS as readonly string[]).includes(value.replace(/^-/, ''));

/**
 * The filters an address carries: `?q=java&hub=Paris&hub=Lyon&sort=-grade&page=2`. The names
 * are the API's own, a repeated one meaning "any of"; anything unknown or malformed is ignored,
 * so an edited or outdated link still opens.
 */
export function filtersFromSearch(search: URLSearchParams): PeopleFilters {
  const facets = emptyFacets();
  for (const facet of PEOPLE_FACETS) {
    const values = search.getAll(facet).map((value) => value.trim());
    facets[facet] = [...new Set(values.filter(Boolean))];
  }
  const sort = search.get('sort') ?? '';
  const page = Number(search.get('page') ?? '1');
  const language = search.get('language') ?? '';
  return {
    q: (search.get('q') ?? '').trim(),
    facets,
    sort: isSort(sort) ? sort : '',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    language: (RESUME_LANGUAGES as readonly string[]).includes(language) ? (language as ResumeLanguage) : '',
  };
}

/** The address of the filters: defaults left out, facets in a fixed order, so equal filters share a link. */
export function searchFromFilters(filters: PeopleFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.q.trim()) search.set('q', filters.q.trim());
  for (const facet of PEOPLE_FACETS) for (const value of filters.facets[facet]) search.append(facet, value);
  if (filters.language) search.set('language', filters.language);
  if (filters.sort) search.set('sort', filters.sort);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The search's query parameters (without paging); `except` leaves one facet's own choice out. */
export function filterParams(filters: PeopleFilters, except?: PeopleFacet): QueryParams {
  const params: QueryParams = { q: filters.q || undefined };
  for (const facet of PEOPLE_FACETS) {
    if (facet !== except && filters.facets[facet].length > 0) params[facet] = filters.facets[facet];
  }
  return params;
}

/** Adds or removes one value of a facet; any change of filters goes back to the first page. */
export function toggleFacetValue(filters: PeopleFilters, facet: PeopleFacet, value: string): PeopleFilters {
  const chosen = filters.facets[facet];
  const next = chosen.includes(value) ? chosen.filter((item) => item !== value) : [...chosen, value];
  return { ...filters, facets: { ...filters.facets, [facet]: next }, page: 1 };
}

/** Drops every facet choice, keeping the text, sort and language. */
export const clearFacets = (filters: PeopleFilters): PeopleFilters => ({
  ...filters,
  facets: emptyFacets(),
  page: 1,
});

export const hasFacetChoices = (filters: PeopleFilters): boolean =>
  PEOPLE_FACETS.some((facet) => filters.facets[facet].length > 0);
