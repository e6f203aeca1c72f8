import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from './AppRoutes';
import { jsonResponse, mockApi, renderWithProviders } from './test/renderWithProviders';

const INVALID = 'This link is invalid, has expired or was already used. Please ask HR for a new one.';

describe('a welcome link (?token=…) at start-up', () => {
  it('is checked before anything else, then leaves the address for the restricted profile', async () => {
    const calls = mockApi(({ url }) =>
      url.pathname === '/api/a12n/access' ? jsonResponse(200, { refresh_token: 'r' }) : undefined,
    );
    renderWithProviders(<AppRoutes />, {
      route: '/?token=a-token-from-the-mail-0123456789',
      routes: [{ path: '/restricted/profile', element: <p>restricted profile</p> }],
      path: '/',
    });
    expect(await screen.findByText('restricted profile')).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/restricted\/profile$/);
    expect(calls).toEqual([
      { method: 'GET', path: '/api/a12n/access?token=a-token-from-the-mail-0123456789', body: undefined },
    ]);
  });

  it('tells a newcomer whose link no longer opens to ask HR for a new one', async () => {
    mockApi(({ url }) =>
      url.pathname === '/api/a12n/access' ? jsonResponse(400, { msg: INVALID }) : undefined,
    );
    renderWithProviders(<AppRoutes />, { route: '/?token=spent-token-0123456789abcdef', path: '/' });
    expect(await screen.findByRole('heading', { name: 'This link does not open' })).toBeVisible();
    expect(screen.getByText(INVALID)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/login');
  });
});
