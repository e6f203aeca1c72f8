import { permissionsApi, usersObject } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { adminPermissions, aUser } from '../test/factories';
import { jsonResponse, mockApi } from '../test/renderWithProviders';
import { c13sKey } from './c13s';
import { adoptOpeningRequests, sendOpeningRequests } from './openingRequests';
import { createQueryClient } from './queryClient';

describe("the signed-in layout's opening requests", () => {
  it('are asked once, answer the first cache made, and never a later one', async () => {
    const me = aUser();
    const calls = mockApi(({ url }) => {
      if (url.pathname === '/api/c13s/v2/public/permissions/self') return jsonResponse(200, adminPermissions);
      if (url.pathname === '/api/c13s/v2/cv_library/users/self') return jsonResponse(200, me);
      return undefined;
    });
    sendOpeningRequests();
    const first = createQueryClient();
    adoptOpeningRequests(first);
    const later = createQueryClient();
    adoptOpeningRequests(later);

    await expect
      .poll(() => first.getQueryData(c13sKey(permissionsApi, 'self', {})))
      .toEqual(adminPermissions);
    await expect.poll(() => first.getQueryData(c13sKey(usersObject, 'self', {}))).toEqual(me);
    expect(calls.map(({ path }) => path)).toEqual([
      '/api/c13s/v2/public/permissions/self',
      '/api/c13s/v2/cv_library/users/self',
    ]);
    expect(later.getQueryState(c13sKey(permissionsApi, 'self', {}))).toBeUndefined();
  });

  it('leave a refusal to the query that adopts it', async () => {
    mockApi(() => jsonResponse(403, { msg: 'Forbidden', code: 'forbidden' }));
    sendOpeningRequests();
    const client = createQueryClient();
    adoptOpeningRequests(client);
    await expect
      .poll(() => client.getQueryState(c13sKey(permissionsApi, 'self', {}))?.status, { timeout: 5000 })
      .toBe('error');
  });
});
