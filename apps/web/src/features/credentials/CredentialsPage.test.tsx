import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { writeLanguageCookie } from '../../i18n/languageCookie';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { CredentialsPage } from './CredentialsPage';
import { aCredential } from './testing/aCredential';

const credentials = '/api/c13s/v2/cv_library/projects';

/**
 * The firm's credentials on the server: search and facet counts read the same records, as the
 * real server does, and a create adds one started in 2026 (no credential of 2026 before).
 */
function firm() {
  const records = [
    aCredential({ id: 'c1', name: 'Core banking', start_date: '2025-02-01' }),
    aCredential({ id: 'c2', name: 'Cloud move', start_date: '2025-06-01' }),
  ];
  const calls = mockApi(({ method, url }) => {
    if (url.pathname.endsWith('/public/permissions/self'))
      return jsonResponse(200, { roles: ['guest'], implicit_permissions: ['credentials create'] });
    if (method === 'GET' && url.pathname === `${credentials}/search`)
      return jsonResponse(200, { data: records, total: records.length });
    if (method === 'GET' && url.pathname === `${credentials}/cardinalities`) {
      const year: Record<string, number> = {};
      for (const { start_date } of records) {
        const key = start_date!.slice(0, 4);
        year[key] = (year[key] ?? 0) + 1;
      }
      return jsonResponse(200, { year });
    }
    // The client is chosen from the firm's list of clients.
    if (method === 'GET' && url.pathname === '/api/c13s/v2/cv_library/tags/search')
      return jsonResponse(200, {
        data: [
          { id: 't1', type: 'client', name: 'Banque Atlantique', _can: { update: false, delete: false } },
        ],
        total: 1,
      });
    if (method === 'POST' && url.pathname === credentials) {
      records.push(aCredential({ id: 'c3', name: 'Open banking', start_date: '2026-03-01' }));
      return jsonResponse(201, { id: 'c3', msg: 'Created successfully' });
    }
    return undefined;
  });
  return calls;
}

/** The year facet's chips as the reader sees them, e.g. "2025 (2)". */
const yearChips = async (title: string) => {
  const heading = await screen.findByRole('heading', { name: title });
  return within(heading.parentElement!)
    .getAllByRole('button')
    .map((chip) => chip.textContent);
};

async function createOne(user: ReturnType<typeof userEvent.setup>, create: string, save: RegExp) {
  await user.click(await screen.findByRole('button', { name: create }));
  const dialog = await screen.findByRole('dialog');
  const [name] = within(dialog).getAllByRole('textbox');
  await user.type(name!, 'Open banking');
  await user.type(within(dialog).getByRole('combobox', { name: /^Client/ }), 'Banque');
  await user.click(await screen.findByRole('option', { name: 'Banque Atlantique' }));
  await user.click(within(dialog).getByRole('button', { name: save }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('CredentialsPage after a credential is created (one cache rule, SPEC.md §4)', () => {
  afterEach(() => writeLanguageCookie('en'));

  it('shows the new count and the year facet that counts it, together', async () => {
    const user = userEvent.setup();
    firm();
    renderWithProviders(<CredentialsPage />);
    expect(await screen.findByText('2 credentials')).toBeInTheDocument();
    expect(await yearChips('Year')).toEqual(['2025 (2)']);

    await createOne(user, 'New credential', /^save$/i);

    expect(await screen.findByText('3 credentials')).toBeInTheDocument();
    await waitFor(async () => expect(await yearChips('Year')).toEqual(['2025 (2)', '2026 (1)']));
  });

  it('does so in French too', async () => {
    writeLanguageCookie('fr');
    const user = userEvent.setup();
    firm();
    renderWithProviders(<CredentialsPage />);
    expect(await screen.findByText('2 références')).toBeInTheDocument();
    expect(await yearChips('Année')).toEqual(['2025 (2)']);

    await createOne(user, 'Nouvelle référence', /^enregistrer$/i);

    expect(await screen.findByText('3 références')).toBeInTheDocument();
    await waitFor(async () => expect(await yearChips('Année')).toEqual(['2025 (2)', '2026 (1)']));
  });
});
