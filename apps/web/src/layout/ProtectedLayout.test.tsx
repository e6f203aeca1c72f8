import type { SelfPermissions, User } from '@atrium/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminPermissions, aUser, employeePermissions } from '../test/factories';
import { jsonResponse, mockApi, renderWithProviders } from '../test/renderWithProviders';
import type { AppRoute } from './AppRoute';
import { lazyNamed } from '../takeover/lazyNamed';
import type { PathCondition } from './menuConditions';
import { ProtectedLayout } from './ProtectedLayout';
import { writeLanguageCookie } from '../i18n/languageCookie';

const screenOf = (text: string) => lazyNamed(async () => ({ Screen: () => <h1>{text}</h1> }), 'Screen');

const ROUTES: AppRoute[] = [
  {
    path: '/home',
    screen: screenOf('home screen'),
    condition: { type: 'none' },
    menu: { label: { id: 'menu.home', defaultMessage: 'Home' }, icon: 'home' },
  },
  {
    path: '/restricted/profile',
    screen: screenOf('restricted profile screen'),
    condition: { type: 'none' },
  },
  {
    path: '/resumes/:id',
    screen: screenOf('resumes screen'),
    condition: { type: 'permission', object: 'resume', action: 'read' },
  },
  {
    path: '/permissions',
    screen: screenOf('permissions screen'),
    condition: { type: 'permission', object: 'permissions', action: 'read' },
    menu: { label: { id: 'menu.permissions', defaultMessage: 'Permissions' }, icon: 'permissions' },
  },
];
const CONDITIONS: PathCondition[] = ROUTES.map(({ path, condition }) => ({ path, condition }));

function renderLayout(route: string) {
  return renderWithProviders(
    <Routes>
      <Route element={<ProtectedLayout routes={ROUTES} conditions={CONDITIONS} ReportDialog={() => null} />}>
        {ROUTES.map(({ path, screen: Screen }) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
      </Route>
    </Routes>,
    { route },
  );
}

function serve(permissions: SelfPermissions | 401, self: User = aUser()) {
  return mockApi(({ method, url }) => {
    if (url.pathname === '/api/c13s/v2/public/permissions/self')
      return permissions === 401
        ? jsonResponse(401, { msg: 'Please sign in' })
        : jsonResponse(200, permissions);
    if (url.pathname === '/api/c13s/v2/cv_library/users/self')
      return permissions === 401 ? jsonResponse(401, { msg: 'Please sign in' }) : jsonResponse(200, self);
    if (url.pathname === `/api/c13s/v2/cv_library/users/${self.id}` && method === 'PATCH')
      return jsonResponse(200, { ...self, language: 'en' });
    if (url.pathname === '/api/a12n/refresh' && method === 'POST')
      return jsonResponse(401, { msg: 'Please sign in' });
    return undefined;
  });
}

const menu = () => screen.getByRole('navigation', { name: 'Main menu' });

describe('ProtectedLayout', () => {
  it('keeps a newcomer’s restricted access to their own profile: no menu, no search, every address leads there', async () => {
    serve({ roles: ['newcomer'], implicit_permissions: ['users read'] });
    renderLayout('/home');
    expect(await screen.findByText('restricted profile screen')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByText('home screen')).toBeNull();
  });

  it('lets a newcomer open their own resumes', async () => {
    const me = aUser();
    serve({ roles: ['newcomer'], implicit_permissions: ['users read', 'resume read'] }, me);
    renderLayout(`/resumes/${me.id}`);
    expect(await screen.findByText('resumes screen')).toBeVisible();
  });

  it('sends a newcomer from a colleague’s resumes back to their profile', async () => {
    serve({ roles: ['newcomer'], implicit_permissions: ['users read', 'resume read'] });
    renderLayout('/resumes/44444444-4444-4444-8444-444444444444');
    expect(await screen.findByText('restricted profile screen')).toBeVisible();
    expect(screen.queryByText('resumes screen')).toBeNull();
  });

  it('shows an employee the menu their conditions allow, and refuses the permissions screen', async () => {
    serve(employeePermissions);
    renderLayout('/permissions');
    expect(await screen.findByText('You do not have access to this page')).toBeVisible();
    expect(within(menu()).getByRole('link', { name: 'Home' })).toBeVisible();
    expect(within(menu()).queryByRole('link', { name: 'Permissions' })).toBeNull();
    expect(screen.queryByText('permissions screen')).toBeNull();
  });

  it('names the page in the tab, and lets the keyboard skip straight to the content', async () => {
    serve(employeePermissions);
    renderLayout('/home');
    expect(await screen.findByText('home screen')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Home · Atrium'));

    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('shows an administrator the permissions entry and screen', async () => {
    serve(adminPermissions);
    renderLayout('/permissions');
    expect(await screen.findByText('permissions screen')).toBeVisible();
    expect(within(menu()).getByRole('link', { name: 'Permissions' })).toHaveAttribute('href', '/permissions');
  });

  it("waits for the server when the device's cache says no", async () => {
    window.localStorage.setItem('roles', JSON.stringify(employeePermissions.roles));
    window.localStorage.setItem('permissions', JSON.stringify(employeePermissions.implicit_permissions));
    serve(adminPermissions);
    renderLayout('/permissions');
    expect(await screen.findByText('permissions screen')).toBeVisible();
    expect(screen.queryByText('You do not have access to this page')).toBeNull();
    // And the cache now holds the server's answer.
    await waitFor(() => expect(window.localStorage.getItem('permissions')).toContain('permissions update'));
  });

  it('sends a visitor without a session to sign in, with the way back', async () => {
    const calls = serve(401);
    renderLayout('/home');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login?next=%2Fhome'));
    expect(calls.filter((call) => call.path === '/api/a12n/refresh')).toHaveLength(1);
  });

  it("adopts the theme saved in the person's record", async () => {
    serve(employeePermissions, aUser({ theme: 'dark' }));
    renderLayout('/home');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect(window.localStorage.getItem('themeMode')).toBe('dark');
  });

  it('saves the language chosen in this browser as the language of their mails, once', async () => {
    writeLanguageCookie('en');
    const calls = serve(employeePermissions, aUser({ language: 'fr' }));
    renderLayout('/home');
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ language: 'en' });
  });

  it('adopts the language saved in the person’s record on a browser that never chose one, as the theme', async () => {
    const calls = serve(employeePermissions, aUser({ language: 'fr' }));
    renderLayout('/home');
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(document.cookie).toContain('language=fr');
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it("moves the focus to the new page's heading, not on the first page", async () => {
    serve(adminPermissions);
    const user = userEvent.setup();
    renderLayout('/home');
    const home = await screen.findByRole('heading', { name: 'home screen' });
    expect(home).not.toHaveFocus();
    await user.click(within(menu()).getByRole('link', { name: 'Permissions' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'permissions screen' })).toHaveFocus());
  });

  it('searches people from the header', async () => {
    serve(employeePermissions);
    const user = userEvent.setup();
    renderLayout('/home');
    await screen.findByText('home screen');
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'data engineer{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/who-s-who?q=data%20engineer');
  });
});
