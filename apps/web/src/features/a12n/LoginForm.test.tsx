import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { LoginForm } from './LoginForm';

const renderLogin = (route = '/login') =>
  renderWithProviders(<LoginForm onForgot={() => undefined} />, {
    route,
    path: '/login',
    routes: [
      { path: '/home', element: <p>home page</p> },
      { path: '/permissions', element: <p>permissions page</p> },
    ],
  });

/** What the form sent: the page also asks, apart, whether single sign-on is set up. */
const formCalls = (calls: { path: string }[]) => calls.filter((call) => call.path !== '/api/a12n/oidc');

describe('LoginForm', () => {
  it('shows inline messages for missing or malformed input, without calling the server', async () => {
    const calls = mockApi(() => undefined);
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeVisible();
    expect(formCalls(calls)).toEqual([]);
  });

  it("shows 'Invalid credentials' on a 401", async () => {
    const calls = mockApi(({ url }) =>
      url.pathname === '/api/a12n/login' ? jsonResponse(401, { msg: 'Invalid credentials' }) : undefined,
    );
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'emma@atrium.demo');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    // A 401 from login is an answer, not an expired session: no renewal attempt.
    expect(formCalls(calls).map((call) => call.path)).toEqual(['/api/a12n/login']);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('goes back to the page asked for once signed in', async () => {
    const calls = mockApi(({ url }) =>
      url.pathname === '/api/a12n/login'
        ? jsonResponse(200, { user_id: 'u1', roles: ['guest', 'admin'] })
        : undefined,
    );
    const user = userEvent.setup();
    renderLogin('/login?next=%2Fpermissions');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'admin@atrium.demo');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'a-good-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('permissions page')).toBeVisible();
    expect(formCalls(calls)[0]).toMatchObject({
      body: { email: 'admin@atrium.demo', password: 'a-good-password' },
    });
    expect(JSON.parse(window.localStorage.getItem('roles') ?? '[]')).toEqual(['guest', 'admin']);
  });

  it.each(['%2F%2Fevil.example', '%2F%09%2Fevil.example', '%2F%2509%2Fevil.example', '%2Fhome%0D%0Ax'])(
    'never follows a next that leaves the site (%s)',
    async (next) => {
      mockApi(({ url }) =>
        url.pathname === '/api/a12n/login'
          ? jsonResponse(200, { user_id: 'u1', roles: ['guest'] })
          : undefined,
      );
      const user = userEvent.setup();
      renderLogin(`/login?next=${next}`);
      await user.type(screen.getByRole('textbox', { name: 'Email' }), 'emma@atrium.demo');
      await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'a-good-password');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    },
  );

  it('offers the firm’s single sign-on, back to the page asked for, and says why it came back without a session', async () => {
    mockApi(({ url }) =>
      url.pathname === '/api/a12n/oidc' ? jsonResponse(200, { name: 'Firm ID' }) : undefined,
    );
    renderLogin('/login?next=%2Fpermissions&sso=unknown');
    expect(await screen.findByRole('link', { name: 'Sign in with Firm ID' })).toHaveAttribute(
      'href',
      '/api/a12n/oidc/start?next=%2Fpermissions',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your account is not known in Atrium yet');
  });

  it('says single sign-on accepts only the firm’s addresses when the provider vouched for another domain', async () => {
    mockApi(({ url }) =>
      url.pathname === '/api/a12n/oidc' ? jsonResponse(200, { name: 'Firm ID' }) : undefined,
    );
    renderLogin('/login?sso=domain');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Single sign-on accepts only the firm’s email addresses',
    );
  });

  it('shows no single sign-on where the firm has none', async () => {
    const calls = mockApi(({ url }) =>
      url.pathname === '/api/a12n/oidc' ? jsonResponse(200, { name: null }) : undefined,
    );
    renderLogin();
    await waitFor(() => expect(calls.map((call) => call.path)).toEqual(['/api/a12n/oidc']));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
  });
});
