import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { NewAssignmentDialog } from './NewAssignmentDialog';

const PERSON = '44444444-4444-4444-8444-444444444444';

describe('NewAssignmentDialog', () => {
  it('lets the CSO add an assignment by hand through the assignments API (issue 47)', async () => {
    const calls = mockApi(({ method, url }) => {
      if (url.pathname === '/api/c13s/v2/public/permissions/self')
        return jsonResponse(200, {
          roles: ['CSO'],
          implicit_permissions: ['assignments update', 'users read'],
        });
      if (method === 'GET' && url.pathname === '/api/c13s/v2/cv_library/tags/search')
        return jsonResponse(200, {
          data: [{ id: 'c1', type: 'client', name: 'Retail Co', _can: { update: false, delete: false } }],
          total: 1,
        });
      if (method === 'GET' && url.pathname === '/api/c13s/v2/cv_library/users/search')
        return jsonResponse(200, {
          data: [
            {
              id: PERSON,
              first_name: 'Alex',
              last_name: 'Free',
              job_title: null,
              has_picture: false,
              picture_version: null,
            },
          ],
          total: 1,
        });
      if (method === 'POST' && url.pathname === '/api/c13s/v2/staffing/assignments')
        return jsonResponse(201, { id: 'a1', msg: 'Assignment created' });
      if (method === 'GET') return jsonResponse(200, { data: [], total: 0 });
      return undefined;
    });
    const onClose = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NewAssignmentDialog onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'New assignment' });
    await user.type(within(dialog).getByRole('combobox', { name: /^Person/ }), 'Free');
    await user.click(await screen.findByRole('option', { name: /Alex Free/ }));
    await user.type(within(dialog).getByRole('combobox', { name: /^Client/ }), 'Retail');
    await user.click(await screen.findByRole('option', { name: 'Retail Co' }));
    fireEvent.change(within(dialog).getByLabelText(/^Start/), { target: { value: '2026-03-02' } });
    const allocation = within(dialog).getByRole('spinbutton', { name: /^Allocation/ });
    await user.clear(allocation);
    await user.type(allocation, '50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      user_id: PERSON,
      client: 'Retail Co',
      project: null,
      role: null,
      start_date: '2026-03-02',
      end_date: null,
      allocation: 50,
    });
  });
});
