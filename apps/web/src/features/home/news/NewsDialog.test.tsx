import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../../test/renderWithProviders';
import { NewsDialog } from './NewsDialog';

const NEWS = '/api/c13s/v2/home/news';

describe('NewsDialog', () => {
  it('needs a language version before sending anything', async () => {
    const calls = mockApi(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<NewsDialog onClose={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Write the news in English or in French (a title and a text)'),
    ).toBeVisible();
    const french = screen.getByRole('group', { name: 'In French' });
    await user.type(within(french).getByRole('textbox', { name: 'Title' }), 'Bureaux fermés');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A language version needs both its title and its text')).toBeVisible();
    await waitFor(() => expect(calls).toEqual([]));
  });

  it('sends a French-only item scheduled at the time typed, for one business unit, pinned', async () => {
    const calls = mockApi(({ method, url }) =>
      method === 'POST' && url.pathname === NEWS ? jsonResponse(201, { id: 'n1', msg: 'Saved' }) : undefined,
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<NewsDialog onClose={onClose} />);
    const french = screen.getByRole('group', { name: 'In French' });
    await user.type(within(french).getByRole('textbox', { name: 'Title' }), 'Bureaux fermés');
    await user.type(within(french).getByRole('textbox', { name: /^Text/ }), 'Vendredi **seulement**.');
    await user.type(screen.getByRole('combobox', { name: 'Business units' }), 'Digital & Data{Enter}');
    await user.type(screen.getByLabelText('Publish at'), '2026-12-01T09:30');
    await user.click(screen.getByRole('checkbox', { name: 'Pin it to the top of the home page' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({
      title_en: null,
      body_en: null,
      title_fr: 'Bureaux fermés',
      body_fr: 'Vendredi **seulement**.',
      business_units: ['Digital & Data'],
      pinned: true,
      publish_at: new Date('2026-12-01T09:30').toISOString(),
      expires_at: null,
    });
  });
});
