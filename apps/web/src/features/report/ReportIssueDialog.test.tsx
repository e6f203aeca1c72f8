import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { ReportIssueDialog } from './ReportIssueDialog';

describe('ReportIssueDialog', () => {
  it('sends the page, type and description, then shows the answer', async () => {
    const calls = mockApi(({ method, url }) =>
      method === 'POST' && url.pathname === '/api/c13s/v2/report/report'
        ? jsonResponse(201, { id: 'r1', msg: 'Thank you! Your report has been sent.' })
        : undefined,
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ReportIssueDialog open onClose={onClose} />, { route: '/who-s-who?q=java' });

    expect(screen.getByRole('textbox', { name: /^Page/ })).toHaveValue('/who-s-who?q=java');
    await user.click(screen.getByRole('radio', { name: 'Improvement' }));
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Sort by grade');
    expect(screen.getByText('13 / 3,000 characters')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Thank you! Your report has been sent.')).toBeVisible();
    expect(onClose).toHaveBeenCalled();
    expect(calls[0]?.body).toEqual({
      page: '/who-s-who?q=java',
      type: 'improvement',
      description: 'Sort by grade',
    });
  });

  it('needs a description and caps it at 3000 characters', async () => {
    const calls = mockApi(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<ReportIssueDialog open onClose={() => undefined} />, { route: '/home' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This field is required')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveAttribute('maxlength', '3000');
    await waitFor(() => expect(calls).toEqual([]));
  });

  it('asks before Esc throws away what was typed; untouched, Esc just closes', async () => {
    mockApi(() => undefined);
    const onClose = vi.fn();
    const user = userEvent.setup();
    const view = renderWithProviders(<ReportIssueDialog open onClose={onClose} />, { route: '/home' });

    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'The export is slow');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue('The export is slow');

    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    view.unmount();
    const closeUntouched = vi.fn();
    renderWithProviders(<ReportIssueDialog open onClose={closeUntouched} />, { route: '/home' });
    await user.keyboard('{Escape}');
    expect(closeUntouched).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
  });
});
