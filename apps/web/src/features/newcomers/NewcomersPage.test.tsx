import type { Newcomer } from '@atrium/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { writeLanguageCookie } from '../../i18n/languageCookie';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { NewcomersPage } from './NewcomersPage';

const api = '/api/c13s/v2/cv_library/newcomers';

const newcomer = (id: string, first: string, status: Newcomer['status'], holds_role = false) => ({
  id,
  type: 'employee' as const,
  first_name: first,
  last_name: 'Doe',
  email: `${first.toLowerCase()}.doe@atrium.demo`,
  personal_email: `${first.toLowerCase()}@example.org`,
  arrival_date: '2026-12-01',
  departure_date: null,
  business_line: 'Data',
  hub: 'Paris',
  secondary_business_lines: [],
  secondary_hubs: [],
  licence: 'E3',
  language: 'en',
  status,
  added_by: null,
  created_at: '2026-11-01T00:00:00.000Z',
  holds_role,
  _can: { update: true, delete: false },
});

/**
 * HR's newcomers on the server: one to prepare. Adding one creates it 'to prepare'; its welcome
 * link (sent at once, unless `linkFails`) moves it to 'link sent', as the real server does.
 */
function server({
  linkFails = false,
  records = [newcomer('n1', 'Ana', 'to_prepare')],
  permissions = [] as string[],
} = {}) {
  return mockApi(({ method, url }) => {
    if (url.pathname.endsWith('/public/permissions/self'))
      return jsonResponse(200, {
        roles: ['guest', 'HR'],
        implicit_permissions: ['newcomers read', 'newcomers create', 'newcomers update', ...permissions],
      });
    if (method === 'GET' && url.pathname === `${api}/search`) {
      const status = url.searchParams.get('status');
      const data = records.filter((record) => !status || record.status === status);
      return jsonResponse(200, { data, total: data.length });
    }
    if (method === 'GET' && url.pathname === `${api}/cardinalities`) {
      const status: Record<string, number> = {};
      for (const record of records) status[record.status] = (status[record.status] ?? 0) + 1;
      return jsonResponse(200, { status, type: {}, business_line: {}, arrival_month: {} });
    }
    // The business lines and hubs lists answer the name typed, which HR then chooses.
    if (method === 'GET' && url.pathname === '/api/c13s/v2/cv_library/tags/search') {
      const name = url.searchParams.get('q') ?? '';
      const data = name
        ? [{ id: name, type: url.searchParams.get('type'), name, _can: { update: false, delete: false } }]
        : [];
      return jsonResponse(200, { data, total: data.length });
    }
    if (method === 'GET' && url.pathname === `${api}/email`)
      return jsonResponse(200, { email: 'bruno.doe@atrium.demo' });
    if (method === 'POST' && url.pathname === api) {
      records.push(newcomer('n2', 'Bruno', 'to_prepare'));
      return jsonResponse(201, { id: 'n2', msg: 'Created successfully' });
    }
    if (method === 'POST' && url.pathname === `${api}/n2/link`) {
      if (linkFails) return jsonResponse(503, { msg: 'The mail could not be sent' });
      records.find((record) => record.id === 'n2')!.status = 'link_sent';
      return jsonResponse(200, { msg: 'The welcome link was sent' });
    }
    return undefined;
  });
}

async function addBruno(user: ReturnType<typeof userEvent.setup>, add: string, save: string) {
  await user.click(await screen.findByRole('button', { name: add }));
  const dialog = await screen.findByRole('dialog');
  const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
  await user.type(field(/^(First name|Prénom)/), 'Bruno');
  await user.type(field(/^(Last name|Nom)/), 'Doe');
  await waitFor(() => expect(field(/^(Firm email|E-mail de l’entreprise)/)).not.toHaveValue(''));
  await user.type(field(/^(Personal email|E-mail personnel)/), 'bruno@example.org');
  await user.type(within(dialog).getByLabelText(/^(Arrival date|Date d’arrivée)/), '2026-12-01');
  for (const [list, name] of [
    [/^Business line( \*)?$/, 'Data'],
    [/^Hub( \*)?$/, 'Paris'],
  ] as const) {
    await user.type(within(dialog).getByRole('combobox', { name: list }), name);
    await user.click(await screen.findByRole('option', { name }));
  }
  await user.click(within(dialog).getByRole('button', { name: save }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** Waits for the tab named so (its count included) to be the one shown, or not. */
const expectTab = (name: string, selected = true) =>
  waitFor(() => expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', String(selected)));

describe('adding a newcomer', () => {
  afterEach(() => writeLanguageCookie('en'));

  it('shows them where they now are, with each tab counting right', async () => {
    server();
    const user = userEvent.setup();
    renderWithProviders(<NewcomersPage />, { route: '/newcomers' });
    await expectTab('To prepare (1)');

    await addBruno(user, 'Add a newcomer', 'Save');

    // The welcome link went: Bruno is in 'Link sent', and the page says so by showing that tab.
    await expectTab('Link sent (1)');
    expect(await screen.findByText('Bruno Doe')).toBeInTheDocument();
    await expectTab('To prepare (1)', false);
  });

  it('keeps them under To prepare, counted, when the link could not go', async () => {
    server({ linkFails: true });
    const user = userEvent.setup();
    renderWithProviders(<NewcomersPage />, { route: '/newcomers' });
    await expectTab('To prepare (1)');

    await addBruno(user, 'Add a newcomer', 'Save');

    await expectTab('To prepare (2)');
    expect(await screen.findByText('Bruno Doe')).toBeInTheDocument();
  });

  it('counts the tabs in French too', async () => {
    writeLanguageCookie('fr');
    server();
    const user = userEvent.setup();
    renderWithProviders(<NewcomersPage />, { route: '/newcomers' });
    await expectTab('À préparer (1)');

    await addBruno(user, 'Ajouter un arrivant', 'Enregistrer');

    await expectTab('Lien envoyé (1)');
    expect(await screen.findByText('Bruno Doe')).toBeInTheDocument();
  });
});

describe('a newcomer who holds a role', () => {
  // Marking them left takes every role: the server asks 'permissions update' (issue 45), so HR
  // without it is not offered the move.
  const records = () => [newcomer('n1', 'Ana', 'arrived', true), newcomer('n2', 'Bob', 'arrived')];

  it('is not offered "Mark left" to someone who may not change permissions', async () => {
    server({ records: records() });
    renderWithProviders(<NewcomersPage />, { route: '/newcomers?status=arrived' });
    const bob = (await screen.findByText('Bob Doe')).closest('tr')!;
    expect(within(bob).getByRole('button', { name: 'Mark left' })).toBeInTheDocument();
    const ana = screen.getByText('Ana Doe').closest('tr')!;
    expect(within(ana).queryByRole('button', { name: 'Mark left' })).not.toBeInTheDocument();
  });

  it('is offered "Mark left" to someone who may', async () => {
    server({ records: records(), permissions: ['permissions update'] });
    renderWithProviders(<NewcomersPage />, { route: '/newcomers?status=arrived' });
    const ana = (await screen.findByText('Ana Doe')).closest('tr')!;
    expect(within(ana).getByRole('button', { name: 'Mark left' })).toBeInTheDocument();
  });
});
