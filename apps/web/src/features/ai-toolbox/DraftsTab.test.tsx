import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DraftPayload } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { DraftsTab } from './DraftsTab';

const payload: DraftPayload = {
  model: 'firm-model',
  instructions: 'Write a summary. Write in English.',
  fields: { name: 'Smart meter data lake', client: 'Nordgrid', results: 'Bills on time' },
};

describe('the drafts tab', () => {
  it('shows exactly what will be sent before sending, then the draft', async () => {
    const calls = mockApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/c13s/v2/cv_library/projects/search')
        return jsonResponse(200, {
          data: [{ id: 'c1', name: 'Smart meter data lake' }],
          total: 1,
          page: 1,
          size: 10,
        });
      if (method === 'POST' && url.pathname === '/api/c13s/v2/ai_toolbox/drafts/payload')
        return jsonResponse(200, payload);
      if (method === 'POST' && url.pathname === '/api/c13s/v2/ai_toolbox/drafts')
        return jsonResponse(200, { text: 'Nordgrid now bills on time.', payload });
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<DraftsTab />);

    await user.click(screen.getByRole('combobox', { name: 'From' }));
    await user.click(await screen.findByRole('option', { name: 'Smart meter data lake' }));
    await user.click(screen.getByRole('button', { name: 'Show what will be sent' }));

    expect(await screen.findByRole('heading', { name: 'Sent to firm-model' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'results' })).toBeInTheDocument();
    expect(screen.getByText('Bills on time')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/c13s/v2/ai_toolbox/drafts')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Send and write the draft' }));
    expect(await screen.findByRole('textbox', { name: 'Draft' })).toHaveValue('Nordgrid now bills on time.');
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/c13s/v2/ai_toolbox/drafts')?.body).toEqual({
        kind: 'credential_summary',
        id: 'c1',
        language: 'en',
      }),
    );
  });
});
