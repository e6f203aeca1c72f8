import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { MailDeliveryPage } from './MailDeliveryPage';

const failed = {
  id: '44444444-4444-4444-8444-444444444444',
  to: 'julie.dubois@example.org',
  subject: 'Your welcome link',
  state: 'failed',
  attempts: 9,
  last_error: '550 Mailbox unavailable',
  created_at: '2026-11-20T09:00:00.000Z',
  sent_at: null,
  failed_at: '2026-11-20T15:00:00.000Z',
  _can: { update: false, delete: false },
};

function api(permissions: string[]) {
  return mockApi(({ method, url }) => {
    if (url.pathname.endsWith('/public/permissions/self'))
      return jsonResponse(200, { roles: ['admin'], implicit_permissions: permissions });
    if (url.pathname.endsWith('/admin/mail_outbox/search')) {
      const state = url.searchParams.get('state');
      return jsonResponse(200, state === 'failed' ? { data: [failed], total: 1 } : { data: [], total: 0 });
    }
    if (method === 'POST' && url.pathname.endsWith(`/admin/mail_outbox/${failed.id}/retry`))
      return jsonResponse(200, { msg: 'The mail will be sent again' });
    return undefined;
  });
}

describe('mail delivery', () => {
  it('shows failed mails first, with what the server said, and sends one again', async () => {
    const calls = api(['mail read', 'mail update']);
    renderWithProviders(<MailDeliveryPage />, { route: '/mail-delivery' });

    expect(await screen.findByText('julie.dubois@example.org')).toBeInTheDocument();
    expect(screen.getByText('550 Mailbox unavailable')).toBeInTheDocument();
    expect(screen.getByText('9 attempts')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Failed' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(await screen.findByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/retry'))).toBe(true),
    );
    expect(await screen.findByText('The mail will be sent again')).toBeInTheDocument();
  });

  it('offers no retry to someone who may only read, and says when a state holds no mail', async () => {
    api(['mail read']);
    renderWithProviders(<MailDeliveryPage />, { route: '/mail-delivery' });
    expect(await screen.findByText('julie.dubois@example.org')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Sent' }));
    expect(await screen.findByText('No mail in this state.')).toBeInTheDocument();
  });
});
