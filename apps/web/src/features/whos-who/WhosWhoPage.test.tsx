import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../test/factories';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { WhosWhoPage } from './WhosWhoPage';

const julie = aUser({
  id: '33333333-3333-4333-8333-333333333333',
  first_name: 'Julie',
  last_name: 'Dubois',
  job_title: 'Senior Data Scientist',
  business_unit: 'Digital & Data',
  hub: 'Paris',
  technical_skills: ['SQL', 'Java', 'Python'],
});

/** The API of a firm where every search finds Julie, or nobody when the text is 'nobody'. */
function firm() {
  return mockApi(({ url }) => {
    if (url.pathname.endsWith('/cv_library/users/search')) {
      const none = url.searchParams.get('q') === 'nobody';
      return jsonResponse(200, { data: none ? [] : [julie], total: none ? 0 : 1 });
    }
    if (url.pathname.endsWith('/cv_library/users/cardinalities')) {
      const counts: Record<string, Record<string, number>> = {
        business_unit: { 'Digital & Data': 4 },
        hub: { Paris: 3, Lyon: 2 },
        languages: { fr: 4, en: 3 },
      };
      return jsonResponse(
        200,
        Object.fromEntries(url.searchParams.getAll('field').map((f) => [f, counts[f] ?? {}])),
      );
    }
    if (url.pathname.endsWith('/staffing/availability')) {
      return jsonResponse(200, {
        data: [{ user_id: julie.id, free_now: 0, free_from: '2026-04-13', weeks: [] }],
      });
    }
    return undefined;
  });
}

const searches = (calls: { path: string }[]) =>
  calls
    .filter((call) => call.path.includes('/users/search'))
    .map((call) => new URL(call.path, 'http://x').searchParams);

describe("Who's who", () => {
  it('searches what the address says, and shows the results as cards opening the profile', async () => {
    const calls = firm();
    renderWithProviders(<WhosWhoPage />, { route: '/who-s-who?q=java&hub=Paris', path: '/who-s-who' });

    const card = await screen.findByRole('link', { name: /Julie Dubois/ });
    expect(card).toHaveAttribute('href', `/profile/${julie.id}`);
    expect(within(card).getByText('Senior Data Scientist')).toBeInTheDocument();
    // When she is free, asked for the whole page at once.
    expect(await within(card).findByText('Free from 04-13-2026')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.includes('/staffing/availability'))).toEqual([
      expect.objectContaining({ path: expect.stringContaining(`id=${julie.id}`) }),
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search by name, skill or job title' })).toHaveValue('java');
    const [search] = searches(calls);
    expect(search?.get('q')).toBe('java');
    expect(search?.getAll('hub')).toEqual(['Paris']);
    expect(search?.get('page')).toBe('1');
    expect(screen.getByText('1 person found')).toBeInTheDocument();
  });

  it('counts a chosen facet under the other filters only, so a second value can be added', async () => {
    const calls = firm();
    const user = userEvent.setup();
    renderWithProviders(<WhosWhoPage />, { route: '/who-s-who?q=java&hub=Paris', path: '/who-s-who' });

    const paris = await screen.findByRole('checkbox', { name: 'Paris (3)' });
    expect(paris).toBeChecked();
    const hubCounts = calls.find(
      (call) => call.path.includes('cardinalities') && call.path.includes('field=hub'),
    );
    expect(hubCounts?.path).not.toContain('hub=Paris');
    expect(await screen.findByRole('checkbox', { name: 'French (4)' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Lyon (2)' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/who-s-who?q=java&hub=Paris&hub=Lyon'),
    );
    await waitFor(() => expect(searches(calls).at(-1)?.getAll('hub')).toEqual(['Paris', 'Lyon']));
  });

  it('keeps the typed text, the filters and the page in the address', async () => {
    firm();
    const user = userEvent.setup();
    renderWithProviders(<WhosWhoPage />, { route: '/who-s-who?page=2', path: '/who-s-who' });

    await user.type(
      await screen.findByRole('searchbox', { name: 'Search by name, skill or job title' }),
      'sql',
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/who-s-who?q=sql'));
    await user.click(await screen.findByRole('checkbox', { name: 'Digital & Data (4)' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/who-s-who?q=sql&business_unit=Digital+%26+Data',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Remove the filter Business unit: Digital & Data' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/who-s-who\?q=sql$/));
  });

  it('says so when nothing matches', async () => {
    firm();
    renderWithProviders(<WhosWhoPage />, { route: '/who-s-who?q=nobody', path: '/who-s-who' });
    expect(
      await screen.findByText('We are sorry! We could not find any data for your search.'),
    ).toBeInTheDocument();
  });
});
