import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aUser } from '../../test/factories';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { MergeDialog } from './MergeDialog';

const people = '/api/c13s/v2/cv_library/users';
const kept = { id: 'k1', first_name: 'Kim', last_name: 'Kept' };
const duplicate = aUser({ id: 'd1', first_name: 'Kim', last_name: 'Duplicate' });
const caller = aUser({ id: 'me', first_name: 'Kim', last_name: 'Caller' });

describe('merging a duplicate profile', () => {
  it('picks the duplicate, says what moves, then posts the merge on the duplicate into the kept profile', async () => {
    const calls = mockApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === `${people}/search`) {
        return jsonResponse(200, { data: [caller, duplicate], total: 2 });
      }
      if (method === 'POST' && url.pathname === `${people}/d1/merge`) {
        return jsonResponse(200, { msg: 'The profiles are merged' });
      }
      return undefined;
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<MergeDialog kept={kept} callerId="me" onClose={onClose} />);

    const dialog = await screen.findByRole('dialog', { name: 'Merge a duplicate into Kim Kept' });
    expect(screen.getByRole('button', { name: 'Merge' })).toBeDisabled();
    await user.type(screen.getByRole('combobox', { name: 'Duplicate profile' }), 'Dupl');
    await user.click(await screen.findByRole('option', { name: /Kim Duplicate/ }));
    expect(dialog).toHaveTextContent('The records of Kim Duplicate move to Kim Kept');
    expect(dialog).toHaveTextContent('What was private to Kim Duplicate');

    await user.click(screen.getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const merge = calls.find((call) => call.method === 'POST');
    expect(merge?.path).toBe(`${people}/d1/merge`);
    expect(merge?.body).toEqual({ into: 'k1' });
  });

  it("never offers the caller's own profile, and says in the dialog why the server refused", async () => {
    mockApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === `${people}/search`) {
        return jsonResponse(200, { data: [caller, duplicate], total: 2 });
      }
      if (method === 'POST' && url.pathname === `${people}/d1/merge`) {
        return jsonResponse(403, {
          code: 'people.mergeHoldsRole',
          msg: 'One of these people holds a role: merging them needs the right to change permissions',
        });
      }
      return undefined;
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<MergeDialog kept={kept} callerId="me" onClose={onClose} />);
    await user.type(await screen.findByRole('combobox', { name: 'Duplicate profile' }), 'Kim');
    expect(await screen.findByRole('option', { name: /Kim Duplicate/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Kim Caller/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: /Kim Duplicate/ }));
    await user.click(screen.getByRole('button', { name: 'Merge' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'merging them needs the right to change permissions',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends nothing when cancelled', async () => {
    const calls = mockApi(() => undefined);
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<MergeDialog kept={kept} callerId="me" onClose={onClose} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
