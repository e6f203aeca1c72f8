import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../test/renderWithProviders';
import { ChangePasswordDialog } from './ChangePasswordDialog';

const WRONG = 'This is not your current password';

describe('changing one’s password', () => {
  it('checks the two copies before sending, and shows a wrong current password on its field', async () => {
    const calls = mockApi(({ url }) =>
      url.pathname === '/api/a12n/password/change'
        ? jsonResponse(400, { msg: WRONG, errors: { current_password: WRONG } })
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordDialog firstOne={false} onClose={() => undefined} />);
    await user.type(screen.getByLabelText(/Current password/), 'guess-guess');
    await user.type(screen.getByLabelText(/^New password\s*\*?$/), 'lantern-orchard-1987');
    await user.type(screen.getByLabelText(/New password, again/), 'lantern-orchard-1988');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The two passwords differ')).toBeVisible();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText(/New password, again/));
    await user.type(screen.getByLabelText(/New password, again/), 'lantern-orchard-1987');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(WRONG)).toBeVisible();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/a12n/password/change',
        body: { current_password: 'guess-guess', password: 'lantern-orchard-1987' },
      },
    ]);
  });

  it('lets a newcomer choose their first one without a current password', async () => {
    mockApi(() => undefined);
    renderWithProviders(<ChangePasswordDialog firstOne onClose={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Choose my password' })).toBeVisible();
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
  });
});
