import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../test/renderWithProviders';
import { NotificationBell } from './NotificationBell';
// Loaded up front: the bell loads its menu lazily, which a busy test machine may take a while to do.
import './NotificationMenu';

const BELL = '/api/c13s/v2/public/notifications';
const cy = {
  id: 'c1',
  first_name: 'Cy',
  last_name: 'Colleague',
  job_title: null,
  has_picture: false,
  picture_version: null,
};

const notification = (overrides: Partial<Notification>): Notification => ({
  id: 'n1',
  kind: 'mention',
  actor: cy,
  link: '/wall/p1',
  params: { excerpt: 'Thanks @Ada' },
  created_at: '2026-11-25T10:00:00.000Z',
  read_at: null,
  ...overrides,
});

function api(unread: number) {
  return mockApi(({ method, url }) => {
    if (url.pathname === `${BELL}/unread_count`) return jsonResponse(200, { count: unread });
    if (method === 'GET' && url.pathname === BELL)
      return jsonResponse(200, {
        items: [
          notification({}),
          notification({
            id: 'n2',
            kind: 'comment',
            params: { excerpt: 'Nice' },
            read_at: '2026-11-25T09:00:00.000Z',
          }),
        ],
        next_cursor: null,
      });
    if (method === 'POST') return jsonResponse(200, { msg: 'Marked as read' });
    return undefined;
  });
}

describe('the notification bell', () => {
  it('says the unread count to screen readers, lists the notifications, and opens one, marking it read', async () => {
    const calls = api(3);
    const user = userEvent.setup();
    renderWithProviders(<NotificationBell />, { routes: [{ path: '/wall/:id', element: <p>The post</p> }] });
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    await user.click(bell);
    const mention = await screen.findByRole('menuitem', {
      name: /Cy Colleague mentioned you: “Thanks @Ada”/,
    });
    expect(mention).toHaveTextContent('Unread');
    expect(
      screen.getByRole('menuitem', { name: /Cy Colleague commented on your post: “Nice”/ }),
    ).not.toHaveTextContent('Unread');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wall/p1'));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: `${BELL}/n1/read`, body: undefined },
    ]);
  });

  it('marks all read up to the newest shown', async () => {
    const calls = api(1);
    const user = userEvent.setup();
    renderWithProviders(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await screen.findByRole('menuitem', { name: /mentioned you/ }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        { method: 'POST', path: `${BELL}/read_all`, body: { until: '2026-11-25T10:00:00.000Z' } },
      ]),
    );
  });
});
