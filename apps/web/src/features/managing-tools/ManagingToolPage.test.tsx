import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { ManagingToolPage } from './ManagingToolPage';

const api = '/api/c13s/v2/managing_tools';
const person = (id: string, first: string, last: string, extra: object = {}) => ({
  id,
  first_name: first,
  last_name: last,
  job_title: 'Consultant',
  has_picture: false,
  picture_version: null,
  email: `${first.toLowerCase()}@atrium.test`,
  _can: { update: false, delete: false },
  ...extra,
});
const hrFields = {
  grade: 'Senior',
  position: 'Lead',
  business_unit: 'Data',
  business_line: 'AI',
  hub: 'Paris',
  arrival_date: null,
  employment_type: 'employee',
  completion_rate: 80,
  completion_missing: ['mobile'],
  last_sign_in_at: '2026-11-20T08:00:00.000Z',
};
const hrPeople = [person('p1', 'Ada', 'Lovelace', hrFields)];

function mockTool(people = hrPeople) {
  return mockApi(({ method, url }) => {
    if (url.pathname.endsWith('/public/permissions/self'))
      return jsonResponse(200, {
        roles: ['guest', 'HR'],
        implicit_permissions: ['users read', 'users update', 'teams read', 'teams update', 'resume download'],
      });
    if (method === 'GET' && url.pathname === `${api}/hr_users/search`)
      return jsonResponse(200, { data: people, total: people.length });
    if (method === 'GET' && url.pathname === `${api}/hr_users/cardinalities`)
      return jsonResponse(200, { grade: { Senior: 1 } });
    if (method === 'GET' && url.pathname === `${api}/hr_groups/search`)
      return jsonResponse(200, {
        data: [
          {
            id: 'g1',
            type: 'squad',
            name: 'Data squad',
            size: 4,
            leaders: [],
            man_days: 20,
            estimated_cost: 12000,
            without_resume: 1,
            incomplete: 2,
            _can: { update: false, delete: false },
          },
        ],
        total: 1,
      });
    return undefined;
  });
}

/** The HR tool's people tab, once its grid shows its first person. */
async function openHrPeople(first: string) {
  renderWithProviders(<ManagingToolPage />, {
    route: '/hr-managing-tool/users',
    path: '/hr-managing-tool/:tab?',
  });
  const grid = await screen.findByRole('grid', { name: 'People' });
  await within(grid).findByText(first);
  return grid;
}

describe('the managing tools', () => {
  it('opens a tool on its people, with the columns of that tool and its facets', async () => {
    mockTool();
    renderWithProviders(<ManagingToolPage />, {
      route: '/hr-managing-tool',
      path: '/hr-managing-tool/:tab?',
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/hr-managing-tool/users'));
    const grid = await screen.findByRole('grid', { name: 'People' });
    expect(await within(grid).findByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(grid).getByRole('columnheader', { name: 'Last sign-in' })).toBeInTheDocument();
    expect(within(grid).getByText('80 %')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'HR managing tool' })).toBeInTheDocument();
  });

  it('keeps the sort in the address, and offers bulk actions once people are chosen', async () => {
    const calls = mockTool();
    const user = userEvent.setup();
    const grid = await openHrPeople('Ada Lovelace');
    await user.click(within(grid).getByRole('columnheader', { name: 'Grade' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('sort=grade'));
    await waitFor(() => expect(calls.some((call) => call.path.includes('sort=grade'))).toBe(true));
    await user.click(within(grid).getByRole('checkbox', { name: 'Select row' }));
    expect(await screen.findByText('1 person selected')).toBeInTheDocument();
    for (const action of [
      'Edit HR fields',
      'Send a completion reminder',
      'Add to a group',
      'Download resumes',
    ])
      expect(screen.getByRole('button', { name: action })).toBeInTheDocument();
  });

  it('chooses every person on the page from the header checkbox, and none again', async () => {
    mockTool([...hrPeople, person('p2', 'Grace', 'Hopper', hrFields)]);
    const user = userEvent.setup();
    const grid = await openHrPeople('Grace Hopper');
    // jsdom lays nothing out, so the grid's header row counts as hidden there (the journey clicks it).
    const all = within(grid).getByRole('checkbox', { name: 'Select all rows', hidden: true });
    await user.click(all);
    expect(await screen.findByText('2 people selected')).toBeInTheDocument();
    await user.click(all);
    await waitFor(() => expect(screen.queryByText(/selected$/)).not.toBeInTheDocument());
  });

  it("lists a tool's squads under their tab", async () => {
    mockTool();
    renderWithProviders(<ManagingToolPage />, {
      route: '/hr-managing-tool/squad',
      path: '/hr-managing-tool/:tab?',
    });
    const grid = await screen.findByRole('grid', { name: 'Groups' });
    expect(await within(grid).findByText('Data squad')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Squads', selected: true })).toBeInTheDocument();
    // The groups overview's figure, under the same words: active members, not every place.
    expect(within(grid).getByRole('columnheader', { name: 'Active members' })).toBeInTheDocument();
    const row = within(grid).getByText('Data squad').closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('4')).toBeInTheDocument();
  });
});
