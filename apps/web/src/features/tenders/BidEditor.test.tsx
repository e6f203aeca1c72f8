import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TenderCandidate, TenderReading, TenderTeam } from '@atrium/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { writeLanguageCookie } from '../../i18n/languageCookie';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { BidEditor } from './BidEditor';

const BIDS = '/api/c13s/v2/tenders/bids';
const NO_TERMS = { skills: [], sectors: [], clients: [], languages: [] };
const NO_DATES = { start: null, weeks: null, load_pct: null };

const READING: TenderReading = {
  text: 'A project manager and two data engineers with Spark.',
  roles: [
    { title: 'Project manager', count: 1, terms: NO_TERMS, availability: NO_DATES },
    { title: 'Data engineers', count: 2, terms: { ...NO_TERMS, skills: ['Spark'] }, availability: NO_DATES },
  ],
};

const candidate = (id: string, first_name: string, skills: string[] = []): TenderCandidate => ({
  person: {
    id,
    first_name,
    last_name: 'Doe',
    job_title: null,
    grade: null,
    has_picture: false,
    picture_version: null,
  },
  score: 10,
  title_match: skills.length === 0,
  reasons: {
    skills: skills.map((name) => ({ name, months: null, level: null })),
    sectors: [],
    languages: [],
    clients: [],
    credentials: [],
    groups: [],
    wishes: { skills: [], clients: [], available_from: null },
    availability: null,
  },
});

const TEAM: TenderTeam = {
  places: [
    { role: 0, chosen: candidate('p1', 'Pam'), runner_ups: [candidate('p4', 'Paul')] },
    { role: 1, chosen: candidate('p2', 'Dan', ['Spark']), runner_ups: [] },
    { role: 1, chosen: candidate('p3', 'Dora', ['Spark']), runner_ups: [] },
  ],
};

describe('answering a tender', () => {
  afterEach(() => writeLanguageCookie('en'));

  it('reads the roles, proposes the team, swaps in a runner-up and saves the bid', async () => {
    const calls = mockApi(({ method, url }) => {
      if (method === 'POST' && url.pathname === `${BIDS}/read`) return jsonResponse(200, READING);
      if (method === 'POST' && url.pathname === `${BIDS}/team`) return jsonResponse(200, TEAM);
      if (method === 'POST' && url.pathname === BIDS)
        return jsonResponse(201, { id: 'b1', msg: 'Bid saved' });
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<BidEditor />);
    await user.type(screen.getByRole('textbox', { name: 'Tender text' }), READING.text);
    await user.click(screen.getByRole('button', { name: 'Read the roles' }));
    expect(await screen.findByDisplayValue('Data engineers')).toBeInTheDocument();
    expect(screen.getByText('Spark')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Propose the team' }));
    expect(await screen.findAllByTestId('team-place')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Choose Paul Doe' }));
    expect(screen.getByText('Paul Doe')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save the bid' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path === BIDS)).toBe(true),
    );
    expect(calls.find((call) => call.path === BIDS)?.body).toMatchObject({
      team: [
        { role: 0, person_id: 'p4' },
        { role: 1, person_id: 'p2' },
        { role: 1, person_id: 'p3' },
      ],
    });
  });

  it('speaks French', async () => {
    writeLanguageCookie('fr');
    mockApi(({ method, url }) =>
      method === 'POST' && url.pathname === `${BIDS}/read` ? jsonResponse(200, READING) : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<BidEditor />);
    await user.type(await screen.findByRole('textbox', { name: 'Texte de l’appel d’offres' }), READING.text);
    await user.click(screen.getByRole('button', { name: 'Lire les rôles' }));
    expect(await screen.findByRole('button', { name: 'Proposer l’équipe' })).toBeInTheDocument();
  });
});
