import { usersObject, type User } from '@atrium/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSelf } from '../api/queries';
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
