import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { SessionsPage } from './SessionsPage';
import { aSession } from './testing/mentorshipRecords';

const SESSIONS = '/api/c13s/v2/mentorship/sessions';
const hr = {
  roles: ['guest', 'HR'],
  implicit_permissions: ['mentorship read', 'mentorship create', 'mentorship update'],
};

describe('mentorship session administration', () => {
  it('lists the sessions not archived, their periods and counters, and archives one after asking', async () => {
    const calls = mockApi(({ method, url }) => {
      if (url.pathname.endsWith('/public/permissions/self')) return jsonResponse(200, hr);
      if (method === 'GET' && url.pathname === `${SESSIONS}/search`)
        return jsonResponse(200, {
          data: [
            aSession({
              mentor_registration: { start: '', end: '2027-01-22' },
              _can: { update: true, delete: false },
            }),
          ],
          total: 1,
        });
      if (method === 'GET' && url.pathname === `${SESSIONS}/cardinalities`)
        return jsonResponse(200, { year: { 2027: 1 } });
      if (method === 'POST' && url.pathname === `${SESSIONS}/s1/archive`)
        return jsonResponse(200, { msg: 'The session is archived' });
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<SessionsPage />, { route: '/mentorship-sessions' });

    expect(await screen.findByRole('link', { name: 'Mentorship 2027' })).toHaveAttribute(
      'href',
      '/mentorship-sessions/s1',
    );
    expect(screen.getByText('--- → 01-22-2027')).toBeInTheDocument();
    expect(screen.getByText('3 seats left')).toBeInTheDocument();
    expect(calls.find((call) => call.path.startsWith(`${SESSIONS}/search`))?.path).toContain(
      'archived=false',
    );

    await user.click(screen.getByRole('switch', { name: 'Show archived sessions' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('archived=true'));
    await waitFor(() =>
      expect(calls.filter((call) => call.path.startsWith(`${SESSIONS}/search`)).at(-1)?.path).not.toContain(
        'archived',
      ),
    );

    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(await screen.findByRole('dialog', { name: 'Archive Mentorship 2027?' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Archive' }).at(-1)!);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
  });
});
