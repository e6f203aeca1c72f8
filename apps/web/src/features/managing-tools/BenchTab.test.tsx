import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { ManagingToolPage } from './ManagingToolPage';

const BENCH = '/api/c13s/v2/managing_tools/cso_bench';
const person = (id: string, last: string, extra: { state: string } & Record<string, unknown>) => ({
  id,
  first_name: 'Alex',
  last_name: last,
  job_title: 'Consultant',
  has_picture: false,
  picture_version: null,
  email: `${last.toLowerCase()}@atrium.test`,
  grade: 'Senior',
  technical_skills: ['Kubernetes', 'Go'],
  available_from: null,
  interested_skills: [],
  interested_clients: [],
  _can: { update: false, delete: false },
  ...extra,
});
const bench = [
  person('p1', 'Free', { business_unit: 'Data', state: 'free', free_now: 100, free_from: '2026-03-02' }),
  person('p2', 'Rolling', {
    business_unit: 'Cloud',
    state: 'rolling_off',
    free_now: 0,
    free_from: '2026-03-23',
    available_from: '2026-03-16',
    interested_skills: ['Kafka'],
    interested_clients: ['Retail Co'],
  }),
];

function mockBench(permissions = ['users read']) {
  return mockApi(({ url }) => {
    if (url.pathname.endsWith('/public/permissions/self'))
      return jsonResponse(200, { roles: ['guest', 'CSO'], implicit_permissions: permissions });
    if (url.pathname === `${BENCH}/search`) {
      const state = url.searchParams.get('state');
      const data = state ? bench.filter((row) => row.state === state) : bench;
      return jsonResponse(200, { data, total: data.length });
    }
    if (url.pathname === `${BENCH}/cardinalities`)
      return jsonResponse(200, { business_unit: { Data: 1, Cloud: 1 }, technical_skills: { Kubernetes: 2 } });
    return undefined;
  });
}

describe('the CSO tool’s Bench', () => {
  it('lists who is free now and who rolls off, by business unit, narrowed by state in the address', async () => {
    const calls = mockBench();
    const user = userEvent.setup();
    renderWithProviders(<ManagingToolPage />, {
      route: '/cso-managing-tool/bench',
      path: '/cso-managing-tool/:tab',
    });
    expect(await screen.findByRole('tab', { name: 'Bench', selected: true })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Bench' });
    const rows = within(table).getAllByRole('row');
    // Grouped by unit, as the subtitle says: a heading row for each unit, then its people.
    expect(rows).toHaveLength(5);
    expect(within(rows[1]!).getByRole('columnheader', { name: 'Data' })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Alex Free');
    expect(rows[2]).toHaveTextContent('Free 100 % now');
    expect(within(rows[3]!).getByRole('columnheader', { name: 'Cloud' })).toBeInTheDocument();
    expect(rows[4]).toHaveTextContent('Free from 03-23-2026');
    // The wishes they declared (issue 47).
    expect(rows[4]).toHaveTextContent('Says they are available from 03-16-2026');
    expect(within(rows[4]!).getByText('Kafka')).toBeInTheDocument();
    expect(within(rows[4]!).getByText('Retail Co')).toBeInTheDocument();
    expect(within(rows[4]!).getByRole('link', { name: 'Alex Rolling' })).toHaveAttribute(
      'href',
      '/profile/p2',
    );
    expect(screen.getByText('2 people on the Bench')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /export/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import assignments' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(screen.getByRole('option', { name: 'Rolling off within 4 weeks' }));
    await waitFor(() => expect(screen.getByText('1 person on the Bench')).toBeInTheDocument());
    expect(
      calls.some(
        (call) => call.path.startsWith(`${BENCH}/search`) && call.path.includes('state=rolling_off'),
      ),
    ).toBe(true);
  });

  it('offers the import of assignments to those who write everyone’s', async () => {
    mockBench(['users read', 'assignments update']);
    const user = userEvent.setup();
    renderWithProviders(<ManagingToolPage />, {
      route: '/cso-managing-tool/bench',
      path: '/cso-managing-tool/:tab',
    });
    await user.click(await screen.findByRole('button', { name: 'Import assignments' }));
    expect(
      await screen.findByRole('dialog', { name: 'Import assignments from the resource-planning tool' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check the file' })).toBeDisabled();
  });

  it('is the CSO tool’s only', async () => {
    mockBench();
    renderWithProviders(<ManagingToolPage />, {
      route: '/hr-managing-tool/bench',
      path: '/hr-managing-tool/:tab',
      routes: [{ path: '/hr-managing-tool/users', element: <p>HR people</p> }],
    });
    expect(await screen.findByText('HR people')).toBeInTheDocument();
  });
});
