import type { RoleGrants } from '@atrium/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { RoleGrantsEditor } from './RoleGrantsEditor';

const ROLES: RoleGrants[] = [
  { role: 'admin', permissions: ['permissions read', 'permissions update'] },
  { role: 'guest', permissions: ['users read'] },
];

function serve() {
  return mockApi(({ method, url }) => {
    if (url.pathname === '/api/c13s/v2/public/permissions/roles') return jsonResponse(200, ROLES);
    if (
      url.pathname === '/api/c13s/v2/public/permissions/grants' &&
      (method === 'POST' || method === 'DELETE')
    )
      return jsonResponse(200, { msg: 'Permissions updated successfully' });
    return undefined;
  });
}

const writes = (calls: ReturnType<typeof serve>) => calls.filter((call) => call.method !== 'GET');

describe('RoleGrantsEditor', () => {
  it('grants at once and says so', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderWithProviders(<RoleGrantsEditor editable />);
    expect(await screen.findByRole('tab', { name: 'Guest' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('checkbox', { name: 'Guest: Read Issue reports' }));
    expect(await screen.findByText('Permissions updated successfully')).toBeVisible();
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/c13s/v2/public/permissions/grants',
        body: { role: 'guest', permission: 'report read' },
      },
    ]);
  });

  it("asks before the administrators lose 'permissions update'", async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderWithProviders(<RoleGrantsEditor editable />);
    await user.click(await screen.findByRole('tab', { name: 'Administrator' }));
    await user.click(screen.getByRole('checkbox', { name: 'Administrator: Update Permissions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this permission?' });
    expect(writes(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(writes(calls)).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: 'Administrator: Update Permissions' }));
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        {
          method: 'DELETE',
          path: '/api/c13s/v2/public/permissions/grants?role=admin&permission=permissions+update',
          body: undefined,
        },
      ]),
    );
  });

  it('revokes anything else without a question', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderWithProviders(<RoleGrantsEditor editable />);
    await user.click(await screen.findByRole('tab', { name: 'Administrator' }));
    await user.click(screen.getByRole('checkbox', { name: 'Administrator: Read Permissions' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows read-only boxes without the update permission', async () => {
    serve();
    renderWithProviders(<RoleGrantsEditor editable={false} />);
    expect(await screen.findByRole('checkbox', { name: 'Guest: Read People' })).toBeDisabled();
    expect(screen.getByText('You can see the permissions but not change them.')).toBeVisible();
  });
});
