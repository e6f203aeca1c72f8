import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { NewcomerDialog } from './NewcomerDialog';

const TAKEN = 'This email address is already used by someone in the firm';

/** The server's address maker and a create that finds the address taken. */
function api() {
  return mockApi(({ method, url }) => {
    if (method === 'GET' && url.pathname === '/api/c13s/v2/cv_library/newcomers/email') {
      const first = url.searchParams.get('first_name')!.toLowerCase();
      const last = url.searchParams.get('last_name')!.toLowerCase();
      const prefix = url.searchParams.get('type') === 'contractor' ? 'ext.' : '';
      return jsonResponse(200, { email: `${prefix}${first}.${last}@atrium.demo` });
    }
    if (url.pathname === '/api/c13s/v2/public/permissions/self')
      return jsonResponse(200, { roles: ['HR'], implicit_permissions: ['newcomers create'] });
    // The business lines and hubs lists: each answers the name typed, which HR then chooses.
    if (method === 'GET' && url.pathname === '/api/c13s/v2/cv_library/tags/search') {
      const name = url.searchParams.get('q') ?? '';
      const data = name
        ? [{ id: name, type: url.searchParams.get('type'), name, _can: { update: false, delete: false } }]
        : [];
      return jsonResponse(200, { data, total: data.length });
    }
    if (method === 'POST' && url.pathname === '/api/c13s/v2/cv_library/newcomers') {
      return jsonResponse(409, { msg: TAKEN, errors: { email: TAKEN } });
    }
    return undefined;
  });
}

/** Picks `name` from a list field, as HR does: typing, then choosing the suggestion. */
async function choose(user: ReturnType<typeof userEvent.setup>, field: RegExp, name: string) {
  await user.type(screen.getByRole('combobox', { name: field }), name);
  await user.click(await screen.findByRole('option', { name }));
}

describe('adding a newcomer', () => {
  it('suggests the firm address from the name, keeps what HR types, and shows a taken address on its field', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderWithProviders(<NewcomerDialog onClose={() => undefined} />);
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Lima');
    const email = screen.getByRole('textbox', { name: /Firm email/ });
    await waitFor(() => expect(email).toHaveValue('ana.lima@atrium.demo'));

    await user.clear(email);
    await user.type(email, 'a.lima@atrium.demo');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'x');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(email).toHaveValue('a.lima@atrium.demo');

    await user.type(screen.getByRole('textbox', { name: /Personal email/ }), 'ana@example.org');
    await user.type(screen.getByLabelText(/Arrival date/), '2026-12-01');
    await choose(user, /^Business line/, 'Data');
    await choose(user, /^Hub/, 'Lyon');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TAKEN)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('asks a contractor’s departure date, after the arrival, before sending anything', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderWithProviders(<NewcomerDialog onClose={() => undefined} />);
    await user.click(screen.getByRole('combobox', { name: /Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Contractor' }));
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Carl');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Contract');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Firm email/ })).toHaveValue(
        'ext.carl.contract@atrium.demo',
      ),
    );
    await user.type(screen.getByRole('textbox', { name: /Personal email/ }), 'carl@example.org');
    await user.type(screen.getByLabelText(/Arrival date/), '2026-12-01');
    await choose(user, /^Business line/, 'Cloud');
    await choose(user, /^Hub/, 'Paris');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A contractor needs a departure date')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
