import { describe, expect, it } from 'vitest';
import {
  countFacetChoices,
  listFiltersFromSearch,
  noListFilters,
  searchFromListFilters,
  toggleListFacet,
} from './listFilters';

const SPEC = { facets: ['client', 'sector'] as const, sorts: ['start_date', 'name'] as const };
const read = (query: string) => listFiltersFromSearch(new URLSearchParams(query), SPEC);

describe('filters in the address', () => {
  it('reads search text, repeated facets, a descending sort and the page', () => {
    expect(read('q=+bank+&client=Acme&client=Globex&client=Acme&sort=-start_date&page=3')).toEqual({
      q: 'bank',
      facets: { client: ['Acme', 'Globex'], sector: [] },
      sort: '-start_date',
      page: 3,
    });
  });

  it('ignores what it does not know, so an edited or outdated link still opens', () => {
    expect(read('colour=red&sort=-salary&page=0')).toEqual(noListFilters(SPEC));
    expect(read('page=2.5').page).toBe(1);
    expect(read('page=99999').page).toBe(1);
    expect(read('client=++').facets.client).toEqual([]);
  });

  it('writes equal filters as one link, leaving the defaults out', () => {
    const filters = {
      ...noListFilters(SPEC),
      facets: { sector: ['Banking'], client: ['Acme'] },
      sort: 'name' as const,
    };
    expect(searchFromListFilters(filters, SPEC).toString()).toBe('client=Acme&sector=Banking&sort=name');
    expect(searchFromListFilters(noListFilters(SPEC), SPEC).toString()).toBe('');
    expect(read(searchFromListFilters(filters, SPEC).toString())).toEqual(filters);
  });

  it('goes back to the first page when a facet value is added or removed', () => {
    const onPage4 = { ...noListFilters(SPEC), page: 4 };
    const added = toggleListFacet(onPage4, 'client', 'Acme');
    expect(added).toMatchObject({ facets: { client: ['Acme'] }, page: 1 });
    expect(toggleListFacet({ ...added, page: 2 }, 'client', 'Acme')).toMatchObject({
      facets: { client: [] },
      page: 1,
    });
  });
});

describe("the count on a phone's Filters button", () => {
  it('counts every chosen value of every facet, and nothing else', () => {
    const spec = { facets: ['client', 'year'] as const, sorts: ['start_date'] as const };
    const filters = listFiltersFromSearch(
      new URLSearchParams('q=bank&client=Acme&client=Globex&year=2024&sort=-start_date&page=2'),
      spec,
    );
    expect(countFacetChoices(filters)).toBe(3);
    expect(countFacetChoices(noListFilters(spec))).toBe(0);
  });
});
