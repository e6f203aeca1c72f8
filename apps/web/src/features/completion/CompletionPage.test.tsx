import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompletionProfile } from '@atrium/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { CompletionPage } from './CompletionPage';

// The charts draw SVG from measured sizes jsdom has not: what they are given is what is tested.
vi.mock('@mui/x-charts/BarChart', () => ({
  BarChart: ({ series }: { series: { data: number[] }[] }) => (
    <div data-testid="distribution">{series[0]?.data.join(',')}</div>
  ),
}));
vi.mock('@mui/x-charts/LineChart', () => ({
  LineChart: ({ series }: { series: { data: number[] }[] }) => (
    <div data-testid="history">{series[0]?.data.join(',')}</div>
  ),
}));

const base = '/api/c13s/v2/admin/completion_profiles';

const everyone: CompletionProfile & { _can: { update: boolean; delete: boolean } } = {
  id: 'p-default',
  name: 'Everyone',
  is_default: true,
  employment_type: null,
  grade: null,
  business_unit: null,
  job_profile: null,
  fields: [
    { field: 'pronouns', weight: 1 },
    { field: 'mobile', weight: 2 },
  ],
  target: 80,
  people: 12,
  updated_at: '2026-11-01T00:00:00Z',
  _can: { update: true, delete: true },
};

function api() {
  return mockApi(({ method, url }) => {
    const path = url.pathname;
    if (path.endsWith('/public/permissions/self'))
      return jsonResponse(200, {
        roles: ['guest', 'Management'],
        implicit_permissions: ['completion read', 'completion update'],
      });
    if (path === `${base}/distribution`)
      return jsonResponse(200, {
        buckets: Array.from({ length: 11 }, (_, index) => ({
          from: index * 10,
          to: index === 10 ? 100 : index * 10 + 9,
          people: index === 4 ? 3 : index === 10 ? 1 : 0,
        })),
        people: 4,
        complete: 1,
        incomplete: 3,
        average_rate: 42.5,
      });
    if (path === `${base}/history`)
      return jsonResponse(200, { data: [{ day: '2026-11-24', people: 4, average_rate: 41, complete: 1 }] });
    if (path === `${base}/rates`)
      return jsonResponse(200, {
        data: [
          { key: 'Advisory', label: 'Advisory', people: 3, average_rate: 30.2, complete: 0 },
          { key: null, label: null, people: 1, average_rate: 100, complete: 1 },
        ],
      });
    if (path === `${base}/rates/people`)
      return jsonResponse(200, {
        data: [
          {
            id: 'u1',
            first_name: 'Ana',
            last_name: 'Lima',
            job_title: 'Analyst',
            completion_rate: 17,
            completion_missing: ['pronouns', 'has_picture'],
            completion_state: 'incomplete',
          },
        ],
        total: 1,
      });
    if (path.endsWith('/export'))
      return new Response(new Blob(['x']), {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="completion-rates.xlsx"' },
      });
    if (method === 'GET' && path === `${base}/search`)
      return jsonResponse(200, { data: [everyone], total: 1 });
    return undefined;
  });
}

describe('the completion dashboard', () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:test'), revokeObjectURL: vi.fn() });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the headline figures, the two charts and the rates by business unit', async () => {
    api();
    renderWithProviders(<CompletionPage />, { route: '/completion-profiles' });
    expect(await screen.findByText('42.5%')).toBeInTheDocument();
    expect(screen.getByText('25%')).toBeInTheDocument();
    expect(screen.getByText('1 of 4')).toBeInTheDocument();
    expect(screen.getByTestId('distribution')).toHaveTextContent('0,0,0,0,3,0,0,0,0,0,1');
    expect(screen.getByTestId('history')).toHaveTextContent('41');
    const table = await screen.findByRole('table', { name: 'Rates by Business unit' });
    expect(within(table).getByRole('link', { name: 'Show the people of Advisory' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Show the people of Not set' })).toBeInTheDocument();
  });

  it('drills into a row: its people with their missing fields, the row in the address', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderWithProviders(<CompletionPage />, { route: '/completion-profiles' });
    await user.click(await screen.findByRole('link', { name: 'Show the people of Advisory' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?by=business_unit&key=Advisory');
    const people = await screen.findByRole('table', { name: 'People of Advisory' });
    expect(within(people).getByRole('link', { name: 'Ana Lima' })).toHaveAttribute('href', '/profile/u1');
    expect(within(people).getByText('Pronouns')).toBeInTheDocument();
    expect(within(people).getByText('Profile photo')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Incomplete only' }));
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toContain(
        `${base}/rates/people?by=business_unit&key=Advisory&incomplete=true&page=1&size=20`,
      ),
    );
  });

  it('exports the rates and a row’s people to the right addresses', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderWithProviders(<CompletionPage />, { route: '/completion-profiles?by=hub' });
    await screen.findByRole('table', { name: 'Rates by Hub' });
    await user.click(screen.getByRole('button', { name: /Export Rates by Hub: Excel/ }));
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toContain(`${base}/rates/export?by=hub&format=xlsx`),
    );

    await user.click(screen.getByRole('link', { name: 'Show the people of Not set' }));
    await screen.findByRole('table', { name: 'People of Not set' });
    await user.click(screen.getByRole('button', { name: /: CSV$/ }));
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toContain(`${base}/rates/people/export?by=hub&format=csv`),
    );
  });

  it('opens the completion profiles tab from the address', async () => {
    api();
    renderWithProviders(<CompletionPage />, { route: '/completion-profiles?tab=profiles' });
    expect(
      await screen.findByRole('tab', { name: 'Completion profiles', selected: true }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Everyone' })).toBeInTheDocument();
    expect(screen.getByText('Mobile phone ×2')).toBeInTheDocument();
    expect(screen.getByText(/Target: 80% · 12 people measured/)).toBeInTheDocument();
    // The default profile is edited, never deleted.
    expect(screen.getByRole('button', { name: 'Edit Everyone' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Everyone' })).not.toBeInTheDocument();
  });
});
