import { Suspense } from 'react';
import { permissionsApi, usersObject, type User } from '@atrium/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { c13sKey } from '../api/c13s';
import { useSelf } from '../api/queries';
import { SERVER_STATE_ID, type ServerRenderedState } from '../api/serverRendering';
import { aUser, employeePermissions } from '../test/factories';
import { jsonResponse, mockApi, renderWithProviders } from '../test/renderWithProviders';
import { SignedInLayout } from './SignedInLayout';

function WhoAmI() {
  const self = useSelf(usersObject);
  return (
    <>
      <p>{self.data ? `signed in as ${self.data.first_name}` : 'finding out who you are'}</p>
      <Link to="/login">sign out</Link>
    </>
  );
}

describe('SignedInLayout', () => {
  it("never shows the previous person's data to the next one who signs in", async () => {
    let self: User | Promise<User> = aUser({ first_name: 'Ada' });
    mockApi(({ url }) => {
      if (url.pathname === '/api/c13s/v2/public/permissions/self')
        return jsonResponse(200, employeePermissions);
      if (url.pathname !== '/api/c13s/v2/cv_library/users/self') return undefined;
      const answer = self;
      // A pending answer stands for a server that has not replied yet.
      return (answer instanceof Promise
        ? answer.then((user) => jsonResponse(200, user))
        : jsonResponse(200, answer)) as unknown as Response;
    });
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route
          element={
            <SignedInLayout
              routes={[]}
              conditions={[{ path: '/home', condition: { type: 'none' } }]}
              ReportDialog={() => null}
            />
          }
        >
          <Route path="/home" element={<WhoAmI />} />
        </Route>
        <Route path="/login" element={<Link to="/home">sign in</Link>} />
      </Routes>,
      { route: '/home' },
    );
    expect(await screen.findByText('signed in as Ada')).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'sign out' }));
    let reply: (next: User) => void = () => undefined;
    self = new Promise<User>((resolve) => {
      reply = resolve;
    });
    await user.click(await screen.findByRole('link', { name: 'sign in' }));
    expect(await screen.findByText('finding out who you are')).toBeVisible();
    expect(screen.queryByText('signed in as Ada')).toBeNull();

    reply(aUser({ first_name: 'Grace' }));
    expect(await screen.findByText('signed in as Grace')).toBeVisible();
  });
});

describe('SignedInLayout in a page the server rendered', () => {
  it('starts from the answers the server drew with even when React threw its first render away, and a later cache does not', async () => {
    const state: ServerRenderedState = {
      language: 'en',
      theme: 'light',
      screenWidth: 1280,
      renderedAt: Date.now(),
      queries: [
        { key: [...c13sKey(permissionsApi, 'self', {})], data: employeePermissions, updatedAt: Date.now() },
        {
          key: [...c13sKey(usersObject, 'self', {})],
          data: aUser({ first_name: 'Ada' }),
          updatedAt: Date.now(),
        },
      ],
    };
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = SERVER_STATE_ID;
    block.textContent = JSON.stringify(state);
    document.body.append(block);
    // The page's state is read once per page: fresh modules stand for a fresh page.
    vi.resetModules();
    const {
      jsonResponse: answer,
      mockApi: mock,
      renderWithProviders: render,
    } = await import('../test/renderWithProviders');
    const { SignedInLayout: Layout } = await import('./SignedInLayout');
    const { useSelf: useOwnRecord } = await import('../api/queries');
    try {
      const asked = mock(({ url }) => {
        // The browser's own answers never come: what shows is what the server drew, or a spinner.
        if (url.pathname.endsWith('/self')) return new Promise(() => undefined) as unknown as Response;
        return answer(404, { msg: 'Not found', code: 'not_found' });
      });
      function Me() {
        const self = useOwnRecord(usersObject);
        return (
          <>
            <p>{self.data ? `signed in as ${self.data.first_name}` : 'finding out who you are'}</p>
            <Link to="/login">sign out</Link>
          </>
        );
      }
      // A part of the page whose code is still loading: React throws away the render it is in
      // (as it does when a click before hydration ended restarts it), then renders it again.
      let loaded = false;
      let arrive: () => void = () => undefined;
      const loading = new Promise<void>((resolve) => {
        arrive = () => {
          loaded = true;
          resolve();
        };
      });
      function StillLoading(): null {
        if (!loaded) throw loading;
        return null;
      }
      const user = userEvent.setup();
      render(
        <Routes>
          <Route
            element={
              <Suspense fallback={<p>the code is loading</p>}>
                <Layout
                  routes={[]}
                  conditions={[{ path: '/home', condition: { type: 'none' } }]}
                  ReportDialog={() => null}
                />
                <StillLoading />
              </Suspense>
            }
          >
            <Route path="/home" element={<Me />} />
          </Route>
          <Route path="/login" element={<Link to="/home">sign in</Link>} />
        </Routes>,
        { route: '/home' },
      );
      expect(await screen.findByText('the code is loading')).toBeVisible();
      arrive();
      expect(await screen.findByText('signed in as Ada')).toBeVisible();
      expect(asked.filter(({ path }) => path.endsWith('/self'))).toEqual([]);

      // Whoever signs in next in this page starts from nothing the server drew for Ada.
      await user.click(screen.getByRole('link', { name: 'sign out' }));
      await user.click(await screen.findByRole('link', { name: 'sign in' }));
      expect(await screen.findByText('finding out who you are')).toBeVisible();
      expect(screen.queryByText('signed in as Ada')).toBeNull();
    } finally {
      block.remove();
      vi.resetModules();
    }
  });
});
