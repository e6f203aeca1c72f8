import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { ImportPeopleDialog } from './ImportPeopleDialog';

const report = (applied: boolean) => ({
  applied,
  counts: { create: 1, update: 1, unchanged: 0, refused: 1 },
  lines: [
    {
      row: 2,
      email: 'ana.lima@firm.test',
      action: 'update',
      changes: ['job_title', 'hub'],
      cleared: ['hub'],
    },
    {
      row: 3,
      email: '',
      action: 'refused',
      errors: { email: 'Not a valid email address' },
      values: { email: '' },
    },
    { row: 4, email: 'eve.new@firm.test', action: 'create' },
  ],
  msg: applied ? 'The import is done' : 'Nothing is written yet: check the lines, then import',
});

describe('importing people', () => {
  it('checks the file first, shows the refused rows first and why, then imports what it can', async () => {
    const calls = mockApi(({ url }) =>
      url.pathname === '/api/c13s/v2/cv_library/users/import'
        ? jsonResponse(200, report(url.searchParams.get('apply') === 'true'))
        : undefined,
    );
    const user = userEvent.setup();
    let closed = false;
    renderWithProviders(<ImportPeopleDialog onClose={() => (closed = true)} />);
    await user.upload(
      screen.getByTestId('import-file'),
      new File(['email;first_name;last_name'], 'staff.csv'),
    );
    await user.click(screen.getByRole('button', { name: 'Check the file' }));

    const counts = await screen.findByRole('status');
    expect(within(counts).getByText('1 refused')).toBeVisible();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '3—Refused: email "": Not a valid email address',
      '4eve.new@firm.testNew person',
      '2ana.lima@firm.testUpdated (job_title · 1 column cleared: hub)',
    ]);
    await user.click(screen.getByRole('button', { name: 'Import 2 people' }));
    await expect.poll(() => closed).toBe(true);
    expect(calls.map((call) => call.path)).toEqual([
      '/api/c13s/v2/cv_library/users/import',
      '/api/c13s/v2/cv_library/users/import?apply=true',
    ]);
  });
});
