import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeLanguageCookie } from '../../i18n/languageCookie';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { IntegrationsPage } from './IntegrationsPage';
import { PersonalTokensPage } from './PersonalTokensPage';

const admin = {
  id: '22222222-2222-4222-8222-222222222222',
  first_name: 'Ada',
  last_name: 'Admin',
  job_title: null,
  has_picture: false,
  picture_version: null,
};
const entra = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'scim',
  name: 'Entra ID',
  prefix: 'atr_Xy12Ab34Cd56',
  scopes: ['scim'],
  owner: null,
  created_by: admin,
  created_at: '2026-11-01T09:00:00.000Z',
  expires_at: '2027-05-01T00:00:00.000Z',
  last_used_at: '2026-11-27T18:30:00.000Z',
  revoked_at: null,
  state: 'active',
  revocable: true,
  _can: { update: false, delete: false },
};
const SECRET = `atr_${'s'.repeat(43)}`;

function api(permissions: string[], tokens: object[] = [entra]) {
  return mockApi(({ method, url, body }) => {
    if (url.pathname.endsWith('/public/permissions/self'))
      return jsonResponse(200, { roles: ['admin'], implicit_permissions: permissions });
    if (url.pathname.endsWith('/cv_library/users/self')) return jsonResponse(200, { ...admin, _can: {} });
    if (url.pathname.endsWith('/admin/api_tokens/search'))
      return jsonResponse(200, { data: tokens, total: tokens.length });
    if (url.pathname.endsWith('/admin/api_tokens/cardinalities')) return jsonResponse(200, {});
    if (method === 'POST' && url.pathname.endsWith(`/admin/api_tokens/${entra.id}/revoke`))
      return jsonResponse(200, { msg: 'The token has been revoked: it no longer opens Atrium' });
    if (method === 'POST' && url.pathname.endsWith('/admin/api_tokens'))
      return jsonResponse(201, {
        token: { ...entra, ...(body as object), id: '33333333-3333-4333-8333-333333333333' },
        secret: SECRET,
      });
    return undefined;
  });
}

describe('Integrations', () => {
  afterEach(() => writeLanguageCookie('en'));
  it('lists the tokens with their scopes, expiry and last use, and revokes one once confirmed', async () => {
    const calls = api(['integrations read', 'integrations create', 'integrations update']);
    renderWithProviders(<IntegrationsPage />, { route: '/integrations' });

    const row = (await screen.findByText('Entra ID')).closest('tr')!;
    expect(within(row).getByText('SCIM provisioning of people')).toBeInTheDocument();
    expect(within(row).getByText('Provisioning (SCIM) · Ada Admin')).toBeInTheDocument();
    expect(within(row).getByText('April 30, 2027')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Revoke' }));
    expect(calls.some((call) => call.path.endsWith('/revoke'))).toBe(false);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Whatever uses “Entra ID” is refused/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/revoke'))).toBe(true),
    );
  });

  it('makes a token and shows its secret once, with a copy button', async () => {
    const calls = api(['integrations read', 'integrations create']);
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<IntegrationsPage />, { route: '/integrations' });

    await userEvent.click(await screen.findByRole('button', { name: 'New token' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Okta');
    expect(screen.getByRole('checkbox', { name: 'SCIM provisioning of people' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      kind: 'scim',
      name: 'Okta',
      scopes: ['scim'],
    });
    expect(await screen.findByDisplayValue(SECRET)).toBeInTheDocument();
    expect(screen.getByText(/This is the only time it is shown/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    await userEvent.click(screen.getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument());
  });

  it('offers no new token and no revoke to a reader only', async () => {
    api(['integrations read'], [{ ...entra, revocable: false }]);
    renderWithProviders(<IntegrationsPage />, { route: '/integrations' });
    expect(await screen.findByText('Entra ID')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New token' })).not.toBeInTheDocument();
  });

  it('says when there is no token yet', async () => {
    api(['integrations read'], []);
    renderWithProviders(<IntegrationsPage />, { route: '/integrations' });
    expect(await screen.findByText('No token yet.')).toBeInTheDocument();
  });

  it('in French too', async () => {
    writeLanguageCookie('fr');
    api(['integrations read']);
    renderWithProviders(<IntegrationsPage />, { route: '/integrations' });
    expect(await screen.findByText('Provisionnement (SCIM) · Ada Admin')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Intégrations' })).toBeInTheDocument();
  });
});

describe('My API tokens', () => {
  it('lists only the caller’s personal tokens and makes personal ones', async () => {
    const calls = api([], []);
    renderWithProviders(<PersonalTokensPage />, { route: '/api-tokens' });
    expect(await screen.findByText('No token yet.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.path.includes('/api_tokens/search') && call.path.includes(`owner=${admin.id}`),
        ),
      ).toBe(true),
    );
    expect(
      calls
        .filter((call) => call.path.includes('/api_tokens/search'))
        .every((call) => call.path.includes('kind=personal')),
    ).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'New token' }));
    expect(screen.queryByRole('combobox', { name: /Kind/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Read the directory' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'SCIM provisioning of people' })).not.toBeInTheDocument();
  });
});
