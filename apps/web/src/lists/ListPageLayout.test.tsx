import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { ListPageLayout } from './ListPageLayout';

describe('ListPageLayout', () => {
  it('lets its results column shrink, so a wide grid scrolls inside it (issue 47)', () => {
    renderWithProviders(
      <ListPageLayout
        title="People"
        intro="Everyone"
        search={{ label: 'Search', value: '', onSearch: vi.fn() }}
        filters={<p>Filters</p>}
        filtersLabel="Filters"
        resultsLabel="Results"
      >
        <p>Grid</p>
      </ListPageLayout>,
    );
    const column = screen.getByRole('region', { name: 'Results' }).parentElement!;
    expect(column).toHaveStyle({ minWidth: '0' });
  });
});
