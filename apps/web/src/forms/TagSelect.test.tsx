import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TagType } from '@atrium/contract';
import { jsonResponse, mockApi, renderWithProviders } from '../test/renderWithProviders';
import { TagPicker } from './TagPicker';
import { TagSelect } from './TagSelect';

const clients = ['Banque Audit', 'Banque Atlantique', 'Assurance Mutuelle'];

/** The tags search answering with the clients matching `q`, as the user holding `permissions`. */
function api(permissions: string[]) {
  return mockApi(({ url }) => {
    if (url.pathname.endsWith('/public/permissions/self'))
      return jsonResponse(200, { roles: [], implicit_permissions: permissions });
    if (url.pathname === '/api/c13s/v2/cv_library/tags/search') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const type = url.searchParams.get('type') as TagType;
      const data = clients
        .filter((name) => name.toLowerCase().startsWith(q))
        .map((name, index) => ({ id: `c${index}`, type, name, _can: { update: false, delete: false } }));
      return jsonResponse(200, { data, total: data.length });
    }
    return undefined;
  });
}

function Client() {
  const [value, setValue] = useState('');
  return (
    <>
      <TagSelect type="client" label="Client" value={value} onChange={setValue} required />
      <output data-testid="chosen">{value}</output>
    </>
  );
}

describe('a field of a firm’s list', () => {
  afterEach(() => {
    document.cookie = 'language=; max-age=0; path=/';
  });

  it('suggests the list’s values as one types, and picking one sets it', async () => {
    api(['credentials create']);
    renderWithProviders(<Client />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Client' }), 'banque');
    expect(await screen.findByRole('option', { name: 'Banque Audit' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Banque Atlantique' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Banque Audit' }));
    expect(screen.getByTestId('chosen')).toHaveTextContent('Banque Audit');
  });

  it('does not offer a new value to one who may not add to the list, and says why', async () => {
    api(['credentials create', 'tag technical']);
    renderWithProviders(<Client />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Client' }), 'Banque Audit Nouvelle');
    expect(
      await screen.findByText(
        'Not in the list: choose one of its values (those who manage the list add new ones)',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Add/ })).not.toBeInTheDocument();
  });

  it('says it in French too', async () => {
    document.cookie = 'language=fr; path=/';
    api(['credentials create']);
    renderWithProviders(<TagSelect type="client" label="Client" value="" onChange={() => {}} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Client' }), 'Nouveau client');
    expect(
      await screen.findByText(
        'Absent de la liste : choisissez l’une de ses valeurs (ceux qui gèrent la liste en ajoutent)',
      ),
    ).toBeInTheDocument();
  });

  it('offers the typed text as a new value to a holder of the list’s permission', async () => {
    api(['credentials create', 'tag client']);
    renderWithProviders(<Client />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Client' }), 'Banque Nouvelle');
    await userEvent.click(await screen.findByRole('option', { name: 'Add “Banque Nouvelle”' }));
    expect(screen.getByTestId('chosen')).toHaveTextContent('Banque Nouvelle');
  });

  it('keeps a list of several values to the list as well (a group’s target markets)', async () => {
    api(['teams create']);
    renderWithProviders(
      <TagPicker type="market" label="Target markets" value={[]} onChange={() => {}} max={10} />,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Target markets' }), 'Space');
    expect(
      await screen.findByText(
        'Not in the list: choose one of its values (those who manage the list add new ones)',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Add “Space”' })).not.toBeInTheDocument();
  });
});
