import type { Group } from '@atrium/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aUser } from '../../test/factories';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { GroupDialog } from './GroupDialog';

const karim = aUser({ id: 'k0000000-0000-4000-8000-000000000000', first_name: 'Karim', last_name: 'Benali' });
const emma = aUser();
const ref = ({ id, first_name, last_name, job_title, has_picture, picture_version }: typeof karim) => ({
  id,
  first_name,
  last_name,
  job_title,
  has_picture,
  picture_version,
});

const squad: Group = {
  id: 'g0000000-0000-4000-8000-000000000000',
  type: 'squad',
  name: 'Data Foundations',
  code_name: 'ATLAS',
  description: null,
  id_lea: karim.id,
  leaders: [ref(karim)],
  steerco: [],
  members: [{ ...ref(emma), status: 'active' }],
  unconfirmed: [],
  active_members: 1,
  solutions: [],
  deliverables: [],
  sales_pitch: null,
  expected_results: null,
  added_value: null,
  man_days: null,
  estimated_cost: null,
  target_markets: [],
  assets: [],
  files: [],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

/** People searches answer whoever's name contains the text. */
const people = (url: URL) => {
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  const data = [karim, emma].filter((p) => `${p.first_name} ${p.last_name}`.toLowerCase().includes(q));
  return jsonResponse(200, { data, total: data.length });
};

/** One input event instead of one per letter: the dialog is large and jsdom slow. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('GroupDialog', () => {
  it('shows the rule as soon as the leader is added as a member, and sends nothing', async () => {
    const calls = mockApi(({ method, url }) =>
      method === 'GET' && url.pathname === '/api/c13s/v2/cv_library/users/search' ? people(url) : undefined,
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<GroupDialog group={squad} onClose={() => undefined} onSaved={vi.fn()} />);

    await fill(user, screen.getByRole('combobox', { name: 'Active members' }), 'Benali');
    await user.click(await screen.findByRole('option', { name: /Karim Benali/ }));
    expect(screen.getByText('Karim Benali is a leader and cannot also be a member')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method !== 'GET')).toEqual([]));
  });

  it('creates a group with its people by id and opens it', async () => {
    const calls = mockApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/c13s/v2/cv_library/users/search') return people(url);
      if (method === 'POST' && url.pathname === '/api/c13s/v2/cv_library/teams')
        return jsonResponse(201, { id: 'new-id', msg: 'Created successfully' });
      return undefined;
    });
    const onSaved = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<GroupDialog initialType="guild" onClose={() => undefined} onSaved={onSaved} />);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill up the mandatory fields*')).toBeVisible();
    await fill(user, screen.getByRole('textbox', { name: /^Name/ }), 'Green IT');
    await fill(user, screen.getByRole('combobox', { name: 'Leaders' }), 'Karim');
    await user.click(await screen.findByRole('option', { name: /Karim Benali/ }));
    await fill(user, screen.getByRole('combobox', { name: 'Followers' }), 'Emma');
    await user.click(await screen.findByRole('option', { name: /Emma Wilson/ }));
    await fill(user, screen.getByRole('spinbutton', { name: 'Man-days' }), '51');
    expect(screen.getByText('Man-days: maximum 50')).toBeVisible();
    await user.clear(screen.getByRole('spinbutton', { name: 'Man-days' }));
    await fill(user, screen.getByRole('spinbutton', { name: 'Man-days' }), '50');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 'new-id', type: 'guild' }));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      type: 'guild',
      name: 'Green IT',
      leaders: [karim.id],
      steerco: [],
      members: [{ user_id: emma.id, status: 'follower' }],
      man_days: 50,
    });
  });
});
