import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../test/renderWithProviders';
import { HistoryPanel } from './HistoryPanel';

const recordId = '11111111-1111-4111-8111-111111111111';
const ada = {
  id: '22222222-2222-4222-8222-222222222222',
  first_name: 'Ada',
  last_name: 'Admin',
  job_title: null,
  has_picture: false,
  picture_version: null,
};

const entry = (n: number, changes: AuditEntry['changes']): AuditEntry & { _can: object } => ({
  id: `33333333-3333-4333-8333-${String(n).padStart(12, '0')}`,
  at: new Date(Date.now() - (n + 1) * 60_000).toISOString(),
  actor: n === 0 ? ada : null,
  token: null,
  object: 'cv_library/projects',
  record_id: recordId,
  action: 'update',
  changes,
  names: {},
  withheld: false,
  _can: { update: false, delete: false },
});

/** An API holding `total` entries of the record, the newest a change of its name by Ada. */
function api(permissions: string[], total = 1) {
  return mockApi(({ url }) => {
    if (url.pathname.endsWith('/public/permissions/self'))
      return jsonResponse(200, { roles: [], implicit_permissions: permissions });
    if (url.pathname.endsWith('/admin/audit_log/search')) {
      const size = Number(url.searchParams.get('size'));
      const entries = Array.from({ length: Math.min(size, total) }, (_, n) =>
        entry(
          n,
          n === 0
            ? { name: { before: 'Old name', after: 'New name' }, top: { before: null, after: true } }
            : {},
        ),
      );
      return jsonResponse(200, { data: entries, total });
    }
    return undefined;
  });
}

describe('HistoryPanel', () => {
  it('shows who changed what, field by field, before → after, once opened', async () => {
    const calls = api(['audit read']);
    renderWithProviders(<HistoryPanel recordId={recordId} />);

    await userEvent.click(await screen.findByRole('button', { name: 'History' }));
    expect(await screen.findByText('Ada Admin')).toBeInTheDocument();
    expect(screen.getByText('updated')).toBeInTheDocument();
    expect(screen.getByText('name')).toBeInTheDocument();
    expect(screen.getByText('Old name → New name')).toBeInTheDocument();
    expect(screen.getByText('(none) → true')).toBeInTheDocument();
    // How long ago, and the exact time on hover.
    const when = screen.getByText('1 minute ago');
    await userEvent.hover(when);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/\d{2}-\d{2}-\d{4} \d{1,2}:\d{2}/);
    const search = calls.find((call) => call.path.includes('/admin/audit_log/search'));
    expect(search?.path).toContain(`record_id=${recordId}`);
    expect(search?.path).toContain('sort=-at');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says the values are withheld where the server withheld them, still naming who did what', async () => {
    mockApi(({ url }) => {
      if (url.pathname.endsWith('/public/permissions/self'))
        return jsonResponse(200, { roles: [], implicit_permissions: ['audit read'] });
      if (url.pathname.endsWith('/admin/audit_log/search'))
        return jsonResponse(200, { data: [{ ...entry(0, {}), withheld: true }], total: 1 });
      return undefined;
    });
    renderWithProviders(<HistoryPanel recordId={recordId} />);
    await userEvent.click(await screen.findByRole('button', { name: 'History' }));
    expect(await screen.findByText('Ada Admin')).toBeInTheDocument();
    expect(screen.getByText('updated')).toBeInTheDocument();
    expect(screen.getByText('The values are not shown: you may not read this record.')).toBeInTheDocument();
  });

  it('pages with "Show more" and names the system for changes nobody made', async () => {
    const calls = api(['audit read'], 15);
    renderWithProviders(<HistoryPanel recordId={recordId} />);
    await userEvent.click(await screen.findByRole('button', { name: 'History' }));
    expect(await screen.findAllByText('The system')).toHaveLength(9);

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByText('The system')).toHaveLength(14));
    expect(calls.some((call) => call.path.includes('size=20'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('is not there at all for someone without audit read, and asks the log nothing', async () => {
    const calls = api(['credentials read']);
    renderWithProviders(<HistoryPanel recordId={recordId} />);
    await waitFor(() =>
      expect(calls.some((call) => call.path.endsWith('/public/permissions/self'))).toBe(true),
    );
    // Once the permissions are known the panel still shows nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('History')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.includes('/audit_log/'))).toBe(false);
  });
});
