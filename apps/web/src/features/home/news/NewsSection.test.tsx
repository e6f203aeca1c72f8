import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../../test/renderWithProviders';
import { NewsSection } from './NewsSection';
import { aNews } from './testing/newsRecords';

const SEARCH = '/api/c13s/v2/home/news/search';
/** The list is a chunk of its own, loaded on first render. */
const LAZY_MS = 10_000;

describe('NewsSection', () => {
  // Loaded once up front, as the browser would have by then: the lazy section then shows at once.
  beforeAll(() => import('./HomeNewsList'), 60_000);

  it('shows the published news in the order the server gives (pinned first), each linking to its page', async () => {
    const calls = mockApi(({ url }) =>
      url.pathname === SEARCH
        ? jsonResponse(200, {
            data: [
              aNews({ id: 'p', pinned: true, title_en: 'Pinned news' }),
              aNews({
                id: 'f',
                title_en: null,
                body_en: null,
                title_fr: 'Nouvelles du jour',
                body_fr: 'Bonjour',
              }),
            ],
            total: 2,
          })
        : undefined,
    );
    renderWithProviders(<NewsSection />);
    const section = await screen.findByRole('region', { name: 'News' });
    const links = await within(section).findAllByRole(
      'link',
      { name: /Pinned news|Nouvelles du jour/ },
      { timeout: LAZY_MS },
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/news/p', '/news/f']);
    // An item written only in French is shown in French to an English reader.
    expect(within(section).getByText('Nouvelles du jour')).toHaveAttribute('lang', 'fr');
    expect(within(section).getByTitle('Pinned')).toBeInTheDocument();
    expect(calls[0]?.path).toContain('state=published');
  });

  it('says when there is no news', async () => {
    mockApi(({ url }) => (url.pathname === SEARCH ? jsonResponse(200, { data: [], total: 0 }) : undefined));
    renderWithProviders(<NewsSection />);
    expect(await screen.findByText('No news for now.', {}, { timeout: LAZY_MS })).toBeVisible();
  });
});
