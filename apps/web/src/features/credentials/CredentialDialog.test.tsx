import type { Solution } from '@atrium/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { CredentialDialog } from './CredentialDialog';
import { aCredential } from './testing/aCredential';

const TOO_MANY = 'A credential holds at most 3 solutions';

const solution = (n: number, name: string): Solution => ({
  id: `0000000${n}-0000-4000-8000-000000000000`,
  name,
  summary: `${name} summary`,
  description: null,
  owners: [],
  scope: null,
  markets: [],
  tags: [],
  drive_url: null,
  deck_url: null,
  pitch_mail_url: null,
  top: false,
  updated_at: '2026-01-01T00:00:00.000Z',
});
const catalogue = [
  solution(1, 'Cloud factory'),
  solution(2, 'Data mesh'),
  solution(3, 'AI studio'),
  solution(4, 'Zero trust'),
];
const ref = ({ id, name, top }: Solution) => ({ id, name, top });

/** A credential that holds three solutions already: the next one is the fourth. */
const credential = aCredential({ solutions: catalogue.slice(0, 3).map(ref) });

/** The catalogue search answers the solutions whose name contains the text; saving succeeds. */
function api() {
  return mockApi(({ method, url }) => {
    if (method === 'GET' && url.pathname === '/api/c13s/v2/cv_library/solutions/search') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const data = catalogue.filter((s) => s.name.toLowerCase().includes(q));
      return jsonResponse(200, { data, total: data.length });
    }
    if (method === 'PATCH' && url.pathname === `/api/c13s/v2/cv_library/projects/${credential.id}`)
      return jsonResponse(200, { ...credential, msg: 'Updated successfully' });
    return undefined;
  });
}

async function pickSolution(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Solutions (up to 3)' }));
  await user.paste(name);
  await user.click(await screen.findByRole('option', { name }));
}

/** The solutions the picker holds, by their chips. */
const chosen = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((chip) => chip.textContent)
    .filter((text) => catalogue.some((s) => s.name === text));

describe('CredentialDialog', () => {
  it('refuses a fourth solution with the rule, and sends the three it holds', async () => {
    const calls = api();
    const onClose = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CredentialDialog credential={credential} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit credential' });
    expect(within(dialog).queryByText(TOO_MANY)).not.toBeInTheDocument();

    await pickSolution(user, 'Zero trust');
    expect(await within(dialog).findByText(TOO_MANY)).toBeVisible();
    expect(chosen(dialog)).toEqual(['Cloud factory', 'Data mesh', 'AI studio']);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      solutions: catalogue.slice(0, 3).map((s) => s.id),
    });
  });

  it('takes the fourth once one of the three is removed, and drops the rule', async () => {
    api();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CredentialDialog credential={credential} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit credential' });
    await pickSolution(user, 'Zero trust');
    expect(await within(dialog).findByText(TOO_MANY)).toBeVisible();

    const dataMesh = within(dialog).getByRole('button', { name: 'Data mesh' });
    await user.click(within(dataMesh).getByTestId('CancelIcon'));
    await pickSolution(user, 'Zero trust');
    expect(within(dialog).queryByText(TOO_MANY)).not.toBeInTheDocument();
    expect(chosen(dialog)).toEqual(['Cloud factory', 'AI studio', 'Zero trust']);
  });

  it('records a new credential and its deck in one call, and stays open when the server refuses it', async () => {
    let refuse = true;
    const calls = mockApi(({ method, url }) => {
      if (url.pathname === '/api/c13s/v2/public/permissions/self')
        return jsonResponse(200, { roles: [], implicit_permissions: ['credentials create'] });
      // The clients list: the client is chosen from it.
      if (method === 'GET' && url.pathname === '/api/c13s/v2/cv_library/tags/search')
        return jsonResponse(200, {
          data: [
            { id: 'c1', type: 'client', name: 'Banque Atlantique', _can: { update: false, delete: false } },
          ],
          total: 1,
        });
      if (method === 'GET') return jsonResponse(200, { data: [], total: 0 });
      if (method === 'POST' && url.pathname === '/api/c13s/v2/cv_library/projects/with_file')
        return refuse
          ? jsonResponse(415, {
              msg: 'Only PDF, PowerPoint (PPTX), Word (DOCX) and Excel (XLSX) files are accepted',
            })
          : jsonResponse(201, { id: credential.id, msg: 'Credential created with its file' });
      return undefined;
    });
    const sent = vi.spyOn(globalThis, 'fetch');
    const onClose = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CredentialDialog onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'New credential' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Core banking');
    await user.type(within(dialog).getByRole('combobox', { name: /^Client/ }), 'Banque');
    await user.click(await screen.findByRole('option', { name: 'Banque Atlantique' }));
    const deck = new File(['%PDF-1.7'], 'Pitch.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText(/^Deck/), deck);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const posts = () => calls.filter((call) => call.method === 'POST');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(onClose).not.toHaveBeenCalled();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // Each try is one request carrying both; no credential is ever created on its own.
    expect(posts().map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/c13s/v2/cv_library/projects/with_file',
      'POST /api/c13s/v2/cv_library/projects/with_file',
    ]);
    const [, init] = sent.mock.calls.filter(([, options]) => options?.method === 'POST')[1]!;
    const form = init!.body as FormData;
    expect(JSON.parse(form.get('credential') as string)).toMatchObject({
      name: 'Core banking',
      client: 'Banque Atlantique',
    });
    expect((form.get('file') as File).name).toBe('Pitch.pdf');
  });
});
