import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { FacetChips } from './FacetChips';

describe('a facet’s chips', () => {
  it('read a yes/no filter’s values as words, with their counts', () => {
    renderWithProviders(
      <FacetChips title="Top" counts={{ true: 3, false: 58 }} selected={[]} onToggle={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: 'Yes (3)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No (58)' })).toBeInTheDocument();
    expect(screen.queryByText(/true|false/)).toBeNull();
  });
});
