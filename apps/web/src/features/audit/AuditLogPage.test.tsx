import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { writeLanguageCookie } from '../../i18n/languageCookie';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { AuditLogPage } from './AuditLogPage';

const credentialId = '11111111-1111-4111-8111-111111111111';
const entry = {
  id: '33333333-3333-4333-8333-333333333333',
  at: '2026-11-20T09:00:00.000Z',
  actor: {
    id: '22222222-2222-4222-8222-222222222222',
    first_name: 'Ada',
    last_name: 'Admin',
    job_title: null,
    has_picture: false,
    picture_version: null,
  },
  token: null as string | null,
  object: 'cv_library/projects',
  record_id: credentialId,
  action: 'delete',
  changes: { name: { before: 'Bank migration', after: null } },
  names: {},
  withheld: false,
  _can: { update: false, delete: false },
};

const ada = entry.actor;
const bob = { ...ada, id: '44444444-4444-4444-8444-444444444444', first_name: 'Bob', last_name: 'Builder' };
/** What the log shows raw today: a status code, a person's id, a group's places as JSON. */
const rawEntries = [
  {
    ...entry,
    id: '55555555-5555-4555-8555-555555555551',
    object: 'cv_library/newcomers',
    action: 'link',
    changes: { status: { before: 'to_prepare', after: 'link_sent' } },
  },
  {
    ...entry,
    id: '55555555-5555-4555-8555-555555555552',
    object: 'cv_library/projects',
    action: 'update',
    changes: { sales_owner_id: { before: ada.id, after: bob.id } },
    names: { [ada.id]: 'Ada Admin', [bob.id]: 'Bob Builder' },
  },
  {
    ...entry,
    id: '55555555-5555-4555-8555-555555555553',
    object: 'cv_library/teams',
    action: 'update',
    changes: {
      members: {
        before: [{ user_id: ada.id, status: 'active' }],
        after: [
          { user_id: ada.id, status: 'active' },
          { user_id: bob.id, status: 'follower' },
        ],
      },
    },
    names: { [ada.id]: 'Ada Admin', [bob.id]: 'Bob Builder' },
  },
];

function api(data: object[] = [entry]) {
  return mockApi(({ url }) => {
    if (url.pathname.endsWith('/public/permissions/self'))
      return jsonResponse(200, { roles: ['HR'], implicit_permissions: ['audit read', 'users read'] });
    if (url.pathname.endsWith('/admin/audit_log/search'))
      return jsonResponse(200, { data, total: data.length });
    if (url.pathname.endsWith('/admin/audit_log/cardinalities'))
      return jsonResponse(200, { object: { 'cv_library/projects': 1 }, action: { delete: 1 } });
    return undefined;
  });
}

describe('the audit log screen', () => {
  afterEach(() => writeLanguageCookie('en'));

  it('reads statuses by their labels, ids by names, and a group’s places as names', async () => {
    api(rawEntries);
    renderWithProviders(<AuditLogPage />, { route: '/audit-log' });
    expect(await screen.findByText('To prepare → Link sent')).toBeInTheDocument();
    expect(screen.getByText('Ada Admin → Bob Builder')).toBeInTheDocument();
    expect(screen.getByText('Ada Admin → Ada Admin, Bob Builder (Follower)')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/to_prepare|link_sent|user_id|44444444/);
  });

  it('says which API token a write came with: a provider’s alone, or a person’s own', async () => {
    api([
      {
        ...entry,
        id: '55555555-5555-4555-8555-555555555561',
        actor: null,
        token: 'Entra ID',
        action: 'deactivate',
      },
      { ...entry, id: '55555555-5555-4555-8555-555555555562', token: 'My export script', action: 'update' },
    ]);
    renderWithProviders(<AuditLogPage />, { route: '/audit-log' });
    expect(await screen.findByText('Token “Entra ID”')).toBeInTheDocument();
    expect(screen.getByText('Ada Admin by token “My export script”')).toBeInTheDocument();
  });

  it('reads them in French too', async () => {
    writeLanguageCookie('fr');
    api(rawEntries);
    renderWithProviders(<AuditLogPage />, { route: '/audit-log' });
    expect(await screen.findByText('À préparer → Lien envoyé')).toBeInTheDocument();
    expect(screen.getByText('Ada Admin → Ada Admin, Bob Builder (Abonné)')).toBeInTheDocument();
  });

  it('lists who did what to which record, newest first, and keeps its filters in the address', async () => {
    const calls = api();
    renderWithProviders(<AuditLogPage />, { route: '/audit-log?action=delete' });

    expect(await screen.findByText('Ada Admin')).toBeInTheDocument();
    expect(screen.getByText('deleted')).toBeInTheDocument();
    expect(screen.getByText('Bank migration → (none)')).toBeInTheDocument();
    const search = calls.find((call) => call.path.includes('/audit_log/search'));
    expect(search?.path).toContain('action=delete');
    expect(search?.path).toContain('sort=-at');

    await userEvent.click(screen.getByRole('button', { name: 'This record’s history' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`record_id=${credentialId}`),
    );
    expect(screen.getByLabelText('Record id')).toHaveValue(credentialId);
  });

  it('sends a record id only once it is one', async () => {
    const calls = api();
    renderWithProviders(<AuditLogPage />, { route: '/audit-log' });
    await screen.findByText('Ada Admin');
    await userEvent.type(screen.getByLabelText('Record id'), '1234');
    expect(screen.getByText('Paste a record’s id (as in its address)')).toBeInTheDocument();
    expect(calls.some((call) => call.path.includes('record_id='))).toBe(false);
  });
});
