import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../test/factories';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { ProfilesToolPage } from './ProfilesToolPage';

const people = '/api/c13s/v2/cv_library/users';
const active = aUser({ id: 'a1', first_name: 'Ada', last_name: 'Active' });
const gone = aUser({ id: 'l1', first_name: 'Leo', last_name: 'Left', status: 'left' });
const hr = { roles: ['guest', 'HR'], implicit_permissions: ['users read', 'users create', 'users update'] };

describe('the profiles managing tool', () => {
  it('lists active people first, and deactivated people under their status tab, from the address', async () => {
    const calls = mockApi(({ method, url }) => {
      if (url.pathname.endsWith('/public/permissions/self')) return jsonResponse(200, hr);
      if (method === 'GET' && url.pathname === `${people}/search`) {
        const left = url.searchParams.get('status') === 'left';
        return jsonResponse(200, { data: [left ? gone : active], total: 1 });
      }
      if (method === 'GET' && url.pathname === `${people}/cardinalities`) return jsonResponse(200, {});
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<ProfilesToolPage />, { route: '/profiles-managing-tool' });

    expect(await screen.findByText('Ada Active', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Active', { selector: '.MuiChip-label' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Deactivated' }));
    expect(await screen.findByText('Leo Left', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls.some((call) => call.path.startsWith(`${people}/search`) && call.path.includes('status=left')),
      ).toBe(true),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('status=left');
  });

  it('offers the account moves only to those who may change people', async () => {
    mockApi(({ method, url }) => {
      if (url.pathname.endsWith('/public/permissions/self'))
        return jsonResponse(200, { roles: ['guest', 'Management'], implicit_permissions: ['users read'] });
      if (method === 'GET' && url.pathname === `${people}/search`)
        return jsonResponse(200, { data: [active], total: 1 });
      if (method === 'GET' && url.pathname === `${people}/cardinalities`) return jsonResponse(200, {});
      return undefined;
    });
    renderWithProviders(<ProfilesToolPage />, { route: '/profiles-managing-tool' });
    expect(await screen.findByText('Ada Active', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Merge a duplicate' })).not.toBeInTheDocument();
  });
});
