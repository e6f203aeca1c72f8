import { screen, waitFor, within } from '@testing-library/react';
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

  it("offers merging a duplicate into a colleague's profile, never into the caller's own", async () => {
    const me = aUser({ id: 'me', first_name: 'Hana', last_name: 'Hr' });
    mockApi(({ method, url }) => {
      if (url.pathname.endsWith('/public/permissions/self')) return jsonResponse(200, hr);
      if (url.pathname === `${people}/self`) return jsonResponse(200, me);
      if (method === 'GET' && url.pathname === `${people}/search`)
        return jsonResponse(200, { data: [active, me], total: 2 });
      if (method === 'GET' && url.pathname === `${people}/cardinalities`) return jsonResponse(200, {});
      return undefined;
    });
    renderWithProviders(<ProfilesToolPage />, { route: '/profiles-managing-tool' });
    expect(await screen.findByText('Hana Hr', { selector: 'p' })).toBeInTheDocument();
    const merges = await screen.findAllByRole('button', { name: 'Merge a duplicate' });
    expect(merges).toHaveLength(1);
    expect(
      within(screen.getByRole('row', { name: /Ada Active/ })).getByRole('button', {
        name: 'Merge a duplicate',
      }),
    ).toBeInTheDocument();
  });

  /** The tool's answers for one row, `ada`, as a caller with `permissions`; the rest go to `more`. */
  const listing = (
    permissions: string[],
    ada: ReturnType<typeof aUser>,
    more: (request: { method: string; url: URL; body: unknown }) => Response | undefined = () => undefined,
  ) =>
    mockApi((request) => {
      const { method, url } = request;
      if (url.pathname.endsWith('/public/permissions/self'))
        return jsonResponse(200, { roles: ['guest'], implicit_permissions: permissions });
      if (method === 'GET' && url.pathname === `${people}/search`)
        return jsonResponse(200, { data: [ada], total: 1 });
      if (method === 'GET' && url.pathname === `${people}/cardinalities`) return jsonResponse(200, {});
      return more(request);
    });

  it('edits a person’s fields, organisation included, with the profile’s own dialog', async () => {
    const ada = aUser({
      id: 'a1',
      first_name: 'Ada',
      last_name: 'Active',
      grade: 'Consultant',
      _can: { update: true, delete: false },
    });
    const calls = listing(['users read', 'users update'], ada, ({ method, url }) =>
      method === 'PATCH' && url.pathname === `${people}/a1`
        ? jsonResponse(200, { ...ada, grade: 'Manager', msg: 'Updated successfully' })
        : undefined,
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ProfilesToolPage />, { route: '/profiles-managing-tool' });

    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit profile' });
    const grade = within(dialog).getByRole('textbox', { name: 'Grade' });
    expect(grade).toHaveValue('Consultant');
    await user.clear(grade);
    await user.type(grade, 'Manager');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      grade: 'Manager',
      first_name: 'Ada',
    });
  });

  it('shows a person’s roles, and saves them for whoever may change permissions', async () => {
    const ada = aUser({ id: 'a1', first_name: 'Ada', last_name: 'Active' });
    const roles = '/api/c13s/v2/public/permissions/users/a1/roles';
    const calls = listing(
      ['users read', 'permissions read', 'permissions update'],
      ada,
      ({ method, url }) => {
        if (url.pathname !== roles) return undefined;
        return method === 'GET'
          ? jsonResponse(200, { roles: ['guest', 'HR'] })
          : jsonResponse(200, { msg: 'Permissions updated' });
      },
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ProfilesToolPage />, { route: '/profiles-managing-tool' });

    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Roles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles' });
    expect(await within(dialog).findByRole('checkbox', { name: 'HR' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'CSO' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save the roles' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ roles: ['HR', 'CSO'] }),
    );
  });

  it('shows the roles read-only to whoever may only read permissions, and no Roles to the others', async () => {
    const ada = aUser({ id: 'a1', first_name: 'Ada', last_name: 'Active' });
    listing(['users read', 'permissions read'], ada, ({ url }) =>
      url.pathname === '/api/c13s/v2/public/permissions/users/a1/roles'
        ? jsonResponse(200, { roles: ['guest', 'CSO'] })
        : undefined,
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ProfilesToolPage />, { route: '/profiles-managing-tool' });
    await user.click(await screen.findByRole('button', { name: 'Roles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles' });
    expect(await within(dialog).findByRole('checkbox', { name: 'CSO' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Save the roles' })).not.toBeInTheDocument();
  });
});
