import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser } from '../test/factories';
import { jsonResponse, mockApi, renderWithProviders } from '../test/renderWithProviders';
import { StaffingDigestSwitch } from './StaffingDigestSwitch';

const me = aUser({ staffing_digest: true, _can: { update: true, delete: false } });

function serve(roles: string[]) {
  return mockApi(({ method, url, body }) => {
    if (url.pathname.endsWith('/public/permissions/self'))
      return jsonResponse(200, { roles, implicit_permissions: ['users read'] });
    if (url.pathname.endsWith('/cv_library/users/self')) return jsonResponse(200, me);
    if (method === 'PATCH' && url.pathname.endsWith(`/cv_library/users/${me.id}`))
      return jsonResponse(200, { ...me, ...(body as object), msg: 'Updated' });
    return undefined;
  });
}

describe('StaffingDigestSwitch', () => {
  it('lets a CSO turn the weekly roll-off mail off', async () => {
    const calls = serve(['guest', 'CSO']);
    const user = userEvent.setup();
    renderWithProviders(<StaffingDigestSwitch />);
    const toggle = await screen.findByRole('switch', {
      name: 'Mail me each Monday who rolls off in the next two weeks',
    });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ staffing_digest: false }),
    );
  });

  it('is not offered to anyone else', async () => {
    const calls = serve(['guest']);
    renderWithProviders(<StaffingDigestSwitch />);
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/permissions/self'))).toBe(true));
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
