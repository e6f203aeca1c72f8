import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { ProfileDialog } from './ProfileDialog';
import type { Profile } from './ProfilesTab';

const seniors: Profile = {
  id: 'p-seniors',
  name: 'Seniors',
  is_default: false,
  employment_type: null,
  grade: 'Senior',
  business_unit: null,
  job_profile: null,
  fields: [
    { field: 'pronouns', weight: 1 },
    { field: 'mobile', weight: 2 },
  ],
  target: 80,
  people: 3,
  updated_at: '2026-11-01T00:00:00Z',
  _can: { update: true, delete: true },
};

describe('the completion profile dialog', () => {
  it('sends the population, the fields with their weights and the target', async () => {
    const calls = mockApi(({ method, url }) =>
      method === 'PATCH' && url.pathname === '/api/c13s/v2/admin/completion_profiles/p-seniors'
        ? jsonResponse(200, { ...seniors, msg: 'Saved' })
        : undefined,
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ProfileDialog profile={seniors} onClose={onClose} />);

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Contractor' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pronouns' }));
    await user.click(screen.getByRole('checkbox', { name: 'LinkedIn' }));
    await user.click(screen.getByRole('combobox', { name: 'Weight of LinkedIn' }));
    await user.click(await screen.findByRole('option', { name: '×5' }));
    const target = screen.getByRole('spinbutton', { name: /Target/ });
    await user.clear(target);
    await user.type(target, '90');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      name: 'Seniors',
      employment_type: 'contractor',
      grade: 'Senior',
      business_unit: null,
      job_profile: null,
      fields: [
        { field: 'linkedin', weight: 5 },
        { field: 'mobile', weight: 2 },
      ],
      target: 90,
    });
  });

  it('refuses a profile with no field before sending anything', async () => {
    const calls = mockApi(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(
      <ProfileDialog
        profile={{ ...seniors, fields: [{ field: 'mobile', weight: 1 }] }}
        onClose={() => undefined}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Mobile phone' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose at least one field')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('asks a new profile for its population before sending anything', async () => {
    const calls = mockApi(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<ProfileDialog onClose={() => undefined} />);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Contractors');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name the population');
    expect(calls).toHaveLength(0);
  });
});
