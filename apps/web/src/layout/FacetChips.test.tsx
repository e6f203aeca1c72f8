import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeLanguageCookie } from '../i18n/languageCookie';
import { FacetGroup } from '../lists/people/FacetGroup';
import { renderWithProviders } from '../test/renderWithProviders';
import { FacetChips } from './FacetChips';

/** French groups thousands with a narrow no-break space. */
const FRENCH_THOUSANDS = '1\u202f234';

describe('a facet’s chips', () => {
  it('read a yes/no filter’s values as words, with their counts', () => {
    renderWithProviders(
      <FacetChips title="Top" counts={{ true: 3, false: 58 }} selected={[]} onToggle={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: 'Yes (3)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No (58)' })).toBeInTheDocument();
    expect(screen.queryByText(/true|false/)).toBeNull();
  });

  it('count in the reader’s number format', async () => {
    renderWithProviders(
      <FacetChips title="Market" counts={{ Banking: 1234 }} selected={[]} onToggle={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: 'Banking (1,234)' })).toBeInTheDocument();
  });

  it('count in French as French writes numbers', async () => {
    writeLanguageCookie('fr');
    renderWithProviders(
      <FacetChips title="Marché" counts={{ Banking: 1234 }} selected={[]} onToggle={() => undefined} />,
    );
    expect(await screen.findByRole('button', { name: `Banking (${FRENCH_THOUSANDS})` })).toBeInTheDocument();
  });
});

describe('a people facet’s checkboxes', () => {
  const facet = () => (
    <FacetGroup title="Market" counts={{ Banking: 1234 }} selected={[]} onToggle={() => undefined} />
  );

  it('count in the reader’s number format', () => {
    renderWithProviders(facet());
    expect(screen.getByRole('checkbox', { name: 'Banking (1,234)' })).toBeInTheDocument();
  });

  it('count in French as French writes numbers', async () => {
    writeLanguageCookie('fr');
    renderWithProviders(facet());
    expect(
      await screen.findByRole('checkbox', { name: `Banking (${FRENCH_THOUSANDS})` }),
    ).toBeInTheDocument();
  });
});
