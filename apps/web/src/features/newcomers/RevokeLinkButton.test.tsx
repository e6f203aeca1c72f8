import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { RevokeLinkButton } from './RevokeLinkButton';

const links = '/api/c13s/v2/public/restricted_accesses';
const link = (id: string, state: string) => ({
  id,
  user_id: 'n1',
  state,
  _can: { update: false, delete: false },
});

describe('revoking a newcomer’s welcome link', () => {
  it('asks first, then revokes only the link that still works', async () => {
    const calls = mockApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === `${links}/search`) {
        return jsonResponse(200, { data: [link('old', 'revoked'), link('live', 'active')], total: 2 });
      }
      if (method === 'POST' && url.pathname === `${links}/live/revoke`) {
        return jsonResponse(200, { msg: 'The link has been revoked: it no longer opens Atrium' });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(
      <RevokeLinkButton newcomer={{ id: 'n1', first_name: 'Lina', last_name: 'Linkova' }} />,
    );

    await user.click(screen.getByRole('button', { name: 'Revoke link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the welcome link of Lina Linkova?' });
    expect(dialog).toHaveTextContent('The link stops opening Atrium at once');
    expect(calls).toEqual([]);

    await user.click(screen.getAllByRole('button', { name: 'Revoke link' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET ${links}/search?user_id=n1`,
      `POST ${links}/live/revoke`,
    ]);
  });

  it('sends nothing when HR cancels', async () => {
    const calls = mockApi(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(
      <RevokeLinkButton newcomer={{ id: 'n1', first_name: 'Lina', last_name: 'Linkova' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Revoke link' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);
  });
});
