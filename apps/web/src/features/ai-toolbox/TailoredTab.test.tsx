import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TailoredProposal } from '@atrium/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '../../test/factories';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { TailoredTab } from './TailoredTab';

const person = aUser();
const proposal: TailoredProposal = {
  understood: { skills: ['Kubernetes'], sectors: [], clients: ['Nordgrid'], languages: [] },
  skills: [
    { name: 'Kubernetes', proposed: true },
    { name: 'Excel', proposed: false },
  ],
  experiences: [
    {
      id: 'e1',
      client: 'Nordgrid',
      role: 'Architect',
      start_date: '2024-01-01',
      end_date: null,
      proposed: true,
      reasons: ['Kubernetes', 'Nordgrid'],
    },
    {
      id: 'e2',
      client: 'Pharmalis',
      role: 'Developer',
      start_date: '2021-01-01',
      end_date: '2022-06-30',
      proposed: false,
      reasons: [],
    },
  ],
  certificates: [{ name: 'CKA', proposed: true }],
  credentials: [
    {
      id: 'c1',
      name: 'Smart grid platform',
      client: 'Nordgrid',
      year: 2024,
      proposed: true,
      reasons: ['Nordgrid'],
    },
  ],
};

/** The person, the proposal and the files, answered as the server would; the calls are kept. */
const serve = () =>
  mockApi(({ method, url }) => {
    if (method === 'GET' && url.pathname === `/api/c13s/v2/cv_library/users/${person.id}`)
      return jsonResponse(200, person);
    if (method === 'POST' && url.pathname === '/api/c13s/v2/ai_toolbox/tailored')
      return jsonResponse(200, proposal);
    if (method === 'POST' && url.pathname === '/api/c13s/v2/cv_library/resume/generate')
      return new Response(new Blob(['%PDF-']), {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="E.-W.-CV-en.pdf"',
        },
      });
    return undefined;
  });

const CARRIED = `/ai-toolbox/tailored?person=${person.id}&need=${encodeURIComponent('Kubernetes at Nordgrid')}`;

describe('the tailored CV tab', () => {
  beforeEach(() => {
    sessionStorage.setItem('atrium.toolbox.need', 'Nordgrid needs Kubernetes');
    Object.assign(URL, { createObjectURL: () => 'blob:cv', revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('proposes a selection, lets the user change it, and generates the anonymised PDF of exactly that', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderWithProviders(<TailoredTab />, { route: `/ai-toolbox/tailored?person=${person.id}` });

    expect(await screen.findByText('Emma Wilson')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: "The client's need" })).toHaveValue(
      'Nordgrid needs Kubernetes',
    );
    await user.click(screen.getByRole('button', { name: 'Propose a selection' }));

    expect(await screen.findByRole('checkbox', { name: 'Kubernetes' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Excel' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Architect — Nordgrid (2024–ongoing)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Smart grid platform, Nordgrid, 2024' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Excel' }));
    await user.click(screen.getByRole('checkbox', { name: 'CKA' }));
    await user.click(screen.getByRole('switch', { name: /Anonymised/ }));
    await user.click(screen.getByRole('button', { name: 'PDF' }));

    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/c13s/v2/cv_library/resume/generate')?.body).toEqual({
        user_id: person.id,
        format: 'pdf',
        language: 'en',
        anonymised: true,
        selection: {
          skills: ['Kubernetes', 'Excel'],
          certificates: [],
          experience_ids: ['e1'],
          credential_ids: ['c1'],
        },
      }),
    );
  });

  it('opens with the need carried from staffing, proposes at once, and ticks only the work where it was practised, saying why', async () => {
    sessionStorage.clear();
    const calls = serve();
    renderWithProviders(<TailoredTab />, { route: CARRIED });

    const mission = await screen.findByRole('checkbox', { name: 'Architect — Nordgrid (2024–ongoing)' });
    expect(mission).toBeChecked();
    expect(mission).toHaveAccessibleDescription('Relevant for: Kubernetes, Nordgrid');
    const other = screen.getByRole('checkbox', { name: 'Developer — Pharmalis (2021–2022)' });
    expect(other).not.toBeChecked();
    expect(other).not.toHaveAccessibleDescription();
    expect(
      screen.getByRole('checkbox', { name: 'Smart grid platform, Nordgrid, 2024' }),
    ).toHaveAccessibleDescription('Relevant for: Nordgrid');
    expect(screen.getByRole('textbox', { name: "The client's need" })).toHaveValue('Kubernetes at Nordgrid');
    expect(calls.find((call) => call.path === '/api/c13s/v2/ai_toolbox/tailored')?.body).toEqual({
      user_id: person.id,
      need: 'Kubernetes at Nordgrid',
    });
    // The need stays with the tab's need, not in the address, so editing it is not undone by a stale link.
    expect(screen.getByTestId('location')).toHaveTextContent(`/ai-toolbox/tailored?person=${person.id}`);
    expect(sessionStorage.getItem('atrium.toolbox.need')).toBe('Kubernetes at Nordgrid');
  });

  it('says why in French too', async () => {
    document.cookie = 'language=fr; path=/';
    try {
      serve();
      renderWithProviders(<TailoredTab />, { route: CARRIED });
      expect(
        await screen.findByRole('checkbox', { name: 'Architect — Nordgrid (2024–en cours)' }),
      ).toHaveAccessibleDescription('Pertinent pour : Kubernetes et Nordgrid');
    } finally {
      document.cookie = 'language=; path=/; max-age=0';
    }
  });
});
