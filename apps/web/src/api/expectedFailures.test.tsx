import { screen, waitFor } from '@testing-library/react';
import type { SelfPermissions } from '@atrium/contract';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { CredentialPage } from '../features/credentials/CredentialPage';
import { jsonResponse, mockApi, renderWithProviders } from '../test/renderWithProviders';

const MISSING = '55555555-5555-4555-8555-555555555555';
const permissions: SelfPermissions = { roles: ['guest'], implicit_permissions: ['credentials read'] };

const open = () =>
  renderWithProviders(<CredentialPage />, { route: `/credentials/${MISSING}`, path: '/credentials/:id' });

/**
 * Issue 33 §4: an answer the app expects — a 404 for a record that does not exist, the 401 of a
 * session that has ended — is told to the reader on the screen, never logged as an error by the
 * app's own code (the http client, the query cache, a screen). The browser's own "Failed to load
 * resource" line is not the app's to silence; the e2e journeys fail on any other console error.
 */
describe('expected answers are not console errors', () => {
  let consoleError: MockInstance<typeof console.error>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleError.mockRestore();
  });

  it('a record that does not exist: the page says so, and nothing is logged', async () => {
    const calls = mockApi(({ url }) => {
      if (url.pathname.endsWith('/public/permissions/self')) return jsonResponse(200, permissions);
      if (url.pathname.endsWith(`/${MISSING}`))
        return jsonResponse(404, { code: 'notFound', msg: 'Not found' });
      return undefined;
    });
    open();
    expect(await screen.findByText('This credential does not exist or was deleted.')).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith(`/${MISSING}`))).toBe(true);
    // Told once, on the page: no snackbar repeats it.
    expect(screen.queryByText('Not found')).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('a session that has ended: the reader is sent to sign in, and nothing is logged', async () => {
    // Every call is refused, the session's renewal too.
    const calls = mockApi(() => jsonResponse(401, { code: 'unauthorized', msg: 'Unauthorized' }));
    renderWithProviders(<CredentialPage />, {
      route: `/credentials/${MISSING}`,
      path: '/credentials/:id',
      routes: [{ path: '/login', element: <p>Sign in</p> }],
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/login?next=${encodeURIComponent(`/credentials/${MISSING}`)}`,
      ),
    );
    expect(calls.filter((call) => call.path === '/api/a12n/refresh').length).toBeGreaterThan(0);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
