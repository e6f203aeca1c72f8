import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import type { ReportRecord } from './feedbackApi';
import { InboxReportDialog } from './InboxReportDialog';

const REPORTS = '/api/c13s/v2/report/report';
const author = {
  id: 'u1',
  first_name: 'Ada',
  last_name: 'Author',
  job_title: null,
  has_picture: false,
  picture_version: null,
};
const report: ReportRecord = {
  id: 'r1',
  user_id: 'u1',
  author,
  page: '/who-s-who?q=java',
  type: 'improvement',
  description: 'Sort by grade',
  status: 'new',
  assignee: null,
  reply: null,
  replied_at: null,
  created_at: '2026-11-20T08:00:00.000Z',
  _can: { update: true, delete: true },
};

describe('InboxReportDialog', () => {
  it('moves the report and sends the reply; an unchanged assignee is not sent', async () => {
    const calls = mockApi(({ method, url }) => {
      if (method === 'PATCH' && url.pathname === `${REPORTS}/r1`)
        return jsonResponse(200, { ...report, msg: 'Saved' });
      if (method === 'POST' && url.pathname === `${REPORTS}/r1/reply`)
        return jsonResponse(200, { msg: 'Your reply is sent to the author' });
      return undefined;
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<InboxReportDialog report={report} onClose={onClose} />);

    expect(screen.getByText('Sort by grade')).toBeVisible();
    expect(screen.getByText(/From \/who-s-who\?q=java/)).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'In progress' }));
    await user.type(screen.getByRole('textbox', { name: /^Reply/ }), 'Coming next week');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['PATCH', `${REPORTS}/r1`, { status: 'in_progress', assignee_id: null }],
      ['POST', `${REPORTS}/r1/reply`, { reply: 'Coming next week' }],
    ]);
  });

  it('shows the server’s refusal of an assignee under the field, the dialog still open', async () => {
    mockApi(({ method }) =>
      method === 'PATCH'
        ? jsonResponse(400, {
            msg: 'Assign the report to an administrator or to HR',
            errors: { assignee_id: 'Assign the report to an administrator or to HR' },
          })
        : undefined,
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <InboxReportDialog report={{ ...report, status: 'in_progress' }} onClose={onClose} />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Assign the report to an administrator or to HR')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });
});
