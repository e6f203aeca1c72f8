import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListFilters } from './useListFilters';

const SPEC = { facets: ['type'] as const, sorts: [] as const };

function useFiltersAndAddress() {
  return { filters: useListFilters(SPEC), search: useLocation().search };
}

describe('useListFilters', () => {
  it('lands a late search on the filters chosen meanwhile, even from a handler made before them', () => {
    const { result } = renderHook(useFiltersAndAddress, {
      wrapper: ({ children }: { children: ReactNode }) => (
        <MemoryRouter initialEntries={['/tags?type=market']}>{children}</MemoryRouter>
      ),
    });
    // The search box's handler, made while the Markets tab was shown.
    const [, setFiltersThen] = result.current.filters;
    act(() => {
      // The Clients tab is chosen; before it is drawn, the search typed meanwhile lands.
      result.current.filters[1]({ q: '', facets: { type: ['client'] }, sort: '', page: 1 });
      setFiltersThen((current) => ({ ...current, q: 'Horizon', page: 1 }), { replace: true });
    });
    expect(new URLSearchParams(result.current.search).toString()).toBe('q=Horizon&type=client');
    expect(result.current.filters[0].facets.type).toEqual(['client']);
  });
});
