import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MatchingResult } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { MatchingPage } from './MatchingPage';
import { aPerson, aSession, chosen } from './testing/mentorshipRecords';

const SESSIONS = '/api/c13s/v2/mentorship/sessions';
const hr = { roles: ['guest', 'HR'], implicit_permissions: ['mentorship read', 'mentorship update'] };

const result: MatchingResult = {
  session_id: 's1',
  matched_at: '2027-02-22T10:00:00Z',
  published_at: null,
  score: { mentees: 2, matched: 1, by_rank: [0, 1, 0], fit: 3 },
  matches: [
    {
      mentee_id: 'e1',
      mentee: aPerson('p8', 'Eva', 'Green'),
      mentor_id: 'm2',
      mentor: chosen[1]!.person,
      fit: 3,
      explanation: {
        rank: 2,
        manual: false,
        passed_over: [{ mentor_id: 'm1', rank: 1, reason: 'full', seats: 3, holders_by_rank: [3, 0, 0] }],
        unmatched_reason: null,
      },
      favourites: chosen,
    },
    {
      mentee_id: 'e2',
      mentee: aPerson('p7', 'Farid', 'Haddad'),
      mentor_id: null,
      mentor: null,
      fit: 0,
      explanation: { rank: null, manual: false, passed_over: [], unmatched_reason: 'no_request' },
      favourites: [],
    },
  ],
  mentors: [
    { id: 'm1', person: chosen[0]!.person, capacity: 3, assigned: 3 },
    { id: 'm2', person: chosen[1]!.person, capacity: 2, assigned: 1 },
    { id: 'm3', person: chosen[2]!.person, capacity: 1, assigned: 0 },
  ],
};

function api(session: ReturnType<typeof aSession>) {
  return mockApi(({ method, url }) => {
    if (url.pathname.endsWith('/public/permissions/self')) return jsonResponse(200, hr);
    if (method === 'GET' && url.pathname === `${SESSIONS}/s1`) return jsonResponse(200, session);
    if (method === 'GET' && url.pathname === `${SESSIONS}/s1/matching`) return jsonResponse(200, result);
    if (method === 'PUT' && url.pathname === `${SESSIONS}/s1/matching/e1`) return jsonResponse(200, result);
    return undefined;
  });
}

const render = () =>
  renderWithProviders(<MatchingPage />, {
    route: '/mentorship-sessions/s1',
    path: '/mentorship-sessions/:id',
  });

describe('a session’s matching', () => {
  it('shows the score and each match explained, and moves a mentee to a favourite with a seat', async () => {
    const calls = api(
      aSession({ phase: 'matching', open_periods: ['matching'], _can: { update: true, delete: false } }),
    );
    const user = userEvent.setup();
    render();

    expect(await screen.findByText('1 of 2 mentees matched')).toBeInTheDocument();
    expect(screen.getByText('2nd choice: 1')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your 2nd choice: your 1st choice (Alice Martin) had 3 seats, all taken by mentees who ranked them 1st',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Did not send a request')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Run matching' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Move Eva Green' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Eva Green' });
    expect(within(dialog).getByRole('radio', { name: /Alice Martin/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /Chloé Dubois/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ mentor_id: 'm3' });
  });

  it('leaves a published session read-only', async () => {
    const calls = api(
      aSession({
        phase: 'closed',
        open_periods: [],
        published_at: '2027-03-06T09:00:00Z',
        _can: { update: true, delete: false },
      }),
    );
    render();
    expect(
      await screen.findByText('This session is published or archived: it can only be read.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('1 of 2 mentees matched')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run matching' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
