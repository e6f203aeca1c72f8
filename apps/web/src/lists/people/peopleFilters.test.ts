// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  NO_FILTERS,
  clearFacets,
  filterParams,
  filtersFromSearch,
  searchFromFilters,
  toggleFacetValue,
} from './peopleFilters';

const parse = (query: string) => filtersFromSearch(new URLSearchParams(query));

describe('the people filters in the address', () => {
  it('reads text, repeated facets, sort, page and language', () => {
    const filters = parse(
      'q=%20java%20&hub=Paris&hub=Lyon&technical_skills=Node.js&sort=-grade&page=3&language=fr',
    );
    expect(filters.q).toBe('java');
    expect(filters.facets.hub).toEqual(['Paris', 'Lyon']);
    expect(filters.facets.technical_skills).toEqual(['Node.js']);
    expect(filters.facets.grade).toEqual([]);
    expect(filters.sort).toBe('-grade');
    expect(filters.page).toBe(3);
    expect(filters.language).toBe('fr');
  });

  it('ignores what it does not know, so an edited or outdated link still opens', () => {
    expect(parse('sort=password&page=-2&language=de&colour=red&hub=&hub=Paris&hub=Paris')).toEqual({
      ...NO_FILTERS,
      facets: { ...NO_FILTERS.facets, hub: ['Paris'] },
    });
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=abc').page).toBe(1);
  });

  it('writes the defaults out and the facets in a fixed order, so equal searches share one link', () => {
    const filters = {
      ...NO_FILTERS,
      q: 'data',
      facets: { ...NO_FILTERS.facets, languages: ['fr'], business_unit: ['Digital & Data'] },
      sort: 'last_name' as const,
      page: 2,
    };
    expect(searchFromFilters(filters).toString()).toBe(
      'q=data&business_unit=Digital+%26+Data&languages=fr&sort=last_name&page=2',
    );
    expect(searchFromFilters(NO_FILTERS).toString()).toBe('');
  });

  it('reads back exactly what it wrote', () => {
    const filters = {
      ...NO_FILTERS,
      q: 'Hélène',
      facets: { ...NO_FILTERS.facets, hub: ['Paris', 'Lyon'], market: ['P&C insurance'] },
      sort: '-last_name' as const,
      page: 4,
      language: 'en' as const,
    };
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
  });

  it('goes back to the first page when a facet value is added or removed', () => {
    const onPage3 = { ...NO_FILTERS, page: 3 };
    const withParis = toggleFacetValue(onPage3, 'hub', 'Paris');
    expect(withParis.facets.hub).toEqual(['Paris']);
    expect(withParis.page).toBe(1);
    const withLyon = toggleFacetValue(withParis, 'hub', 'Lyon');
    expect(withLyon.facets.hub).toEqual(['Paris', 'Lyon']);
    expect(toggleFacetValue(withLyon, 'hub', 'Paris').facets.hub).toEqual(['Lyon']);
    expect(clearFacets({ ...withLyon, q: 'kept' })).toEqual({ ...NO_FILTERS, q: 'kept' });
  });

  it('gives the API every choice, or all but one facet for that facet’s own counts', () => {
    const filters = {
      ...NO_FILTERS,
      q: 'java',
      facets: { ...NO_FILTERS.facets, hub: ['Paris', 'Lyon'], grade: ['Manager'] },
    };
    expect(filterParams(filters)).toEqual({ q: 'java', hub: ['Paris', 'Lyon'], grade: ['Manager'] });
    expect(filterParams(filters, 'hub')).toEqual({ q: 'java', grade: ['Manager'] });
    expect(filterParams(NO_FILTERS)).toEqual({ q: undefined });
  });

  it('keeps the availability asked in the address and gives it to the API, ignoring a malformed one', () => {
    const filters = filtersFromSearch(new URLSearchParams('free=50:2027-03-01:3&hub=Paris'));
    expect(filters.free).toBe('50:2027-03-01:3');
    expect(searchFromFilters(filters).get('free')).toBe('50:2027-03-01:3');
    expect(filterParams(filters).free).toBe('50:2027-03-01:3');
    expect(filtersFromSearch(new URLSearchParams('free=150:2027-03-01:3')).free).toBe('');
    expect(filtersFromSearch(new URLSearchParams('free=50:2027-03-01:9')).free).toBe('');
  });
});
