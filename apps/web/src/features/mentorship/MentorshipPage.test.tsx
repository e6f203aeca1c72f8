import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChosenMentor } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { writeLanguageCookie } from '../../i18n/languageCookie';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { MentorshipPage } from './MentorshipPage';
import { aMentee, aParticipant, aPerson, aSession, chosen } from './testing/mentorshipRecords';

const SESSIONS = '/api/c13s/v2/mentorship/sessions';
const PARTICIPANTS = '/api/c13s/v2/mentorship/participants';

/** The caller is a mentee of s1, in its selection period, with these favourites. */
function api(favourites: ChosenMentor[]) {
  return mockApi(({ method, url }) => {
    if (method === 'GET' && url.pathname === `${SESSIONS}/search`)
      return jsonResponse(200, { data: [aSession()], total: 1 });
    if (method === 'GET' && url.pathname === `${SESSIONS}/s1/my-process`)
      return jsonResponse(200, {
        participant: aMentee(favourites.map(({ id }) => id)),
        favourites,
        outcome: null,
      });
    if (method === 'GET' && url.pathname === `${PARTICIPANTS}/search`)
      return jsonResponse(200, {
        data: [aParticipant(), aParticipant({ id: 'm4', person: aPerson('p4', 'Dan', 'Evans') })],
        total: 2,
      });
    if (method === 'GET' && url.pathname === `${PARTICIPANTS}/cardinalities`)
      return jsonResponse(200, { skills: { React: 2 }, business_unit: { Data: 2 } });
    if (method === 'PUT' && url.pathname === `${SESSIONS}/s1/my-favourites`)
      return jsonResponse(200, { msg: 'Your request has been sent' });
    return undefined;
  });
}

describe('My Process: a mentee’s favourites', () => {
  it('disables Send request as soon as fewer than three favourites are left', async () => {
    const calls = api(chosen);
    const user = userEvent.setup();
    renderWithProviders(<MentorshipPage />, { route: '/mentorship?tab=process' });

    const send = await screen.findByRole('button', { name: 'Send request' });
    expect(send).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove Chloé Dubois from my favourites' }));
    expect(send).toBeDisabled();
    expect(screen.getByText('Exactly three favourite mentors must be chosen.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('keeps Send request disabled with two favourites, the request in progress', async () => {
    const calls = api(chosen.slice(0, 2));
    renderWithProviders(<MentorshipPage />, { route: '/mentorship?tab=process' });
    expect(await screen.findByRole('button', { name: 'Send request' })).toBeDisabled();
    const steps = screen.getByRole('list', { name: 'Your request' });
    expect(within(steps).getByText('In progress').closest('[aria-current="step"]')).not.toBeNull();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('reorders, confirms, then sends the three in their new order', async () => {
    const calls = api(chosen);
    const user = userEvent.setup();
    renderWithProviders(<MentorshipPage />, { route: '/mentorship?tab=process' });
    await user.click(await screen.findByRole('button', { name: 'Move Chloé Dubois up' }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send your request?' });
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      mentor_ids: ['m1', 'm3', 'm2'],
      send: true,
    });
  });
});

describe('All Mentors', () => {
  it('shows the session’s mentors, and lets a choosing mentee add one as a favourite', async () => {
    const calls = api(chosen.slice(0, 1));
    const user = userEvent.setup();
    renderWithProviders(<MentorshipPage />, { route: '/mentorship?tab=mentors' });

    expect(await screen.findAllByText('React · Expert')).toHaveLength(2);
    expect(await screen.findByText('Your 1st choice')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Dan Evans to my favourites' }));
    await user.click(await screen.findByRole('menuitem', { name: 'As my 1st choice' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      mentor_ids: ['m4', 'm1'],
      send: false,
    });
    const search = calls.find((call) => call.path.startsWith(`${PARTICIPANTS}/search`));
    expect(search?.path).toContain('session_id=s1');
    expect(search?.path).toContain('role=mentor');
  });
});

describe('Archived sessions stay readable', () => {
  const open = aSession();
  const archived = aSession({
    id: 's0',
    name: 'Mentorship 2026',
    year: 2026,
    phase: 'archived',
    open_periods: [],
    published_at: '2026-03-10T09:00:00Z',
    archived_at: '2026-12-15T09:00:00Z',
  });
  /** s1 is open, s0 archived; the caller was Emma, a mentee of s0 matched with Alice. */
  const archiveApi = () =>
    mockApi(({ method, url }) => {
      if (method !== 'GET') return undefined;
      if (url.pathname === `${SESSIONS}/search`) {
        const data = url.searchParams.get('archived') === 'true' ? [archived] : [open];
        return jsonResponse(200, { data, total: data.length });
      }
      if (url.pathname === `${SESSIONS}/s0`) return jsonResponse(200, archived);
      if (url.pathname === `${SESSIONS}/s0/my-process`)
        return jsonResponse(200, {
          participant: { ...aMentee(['m1']), session_id: 's0', request_status: 'request_sent' },
          favourites: chosen.slice(0, 1),
          outcome: { matched: true, mentor: chosen[0]!.person, mentees: [], explanation: null },
        });
      if (url.pathname === `${SESSIONS}/s1/my-process`)
        return jsonResponse(200, { participant: null, favourites: [], outcome: null });
      return undefined;
    });

  it('shows the session the results mail links to, archived since, with its outcome', async () => {
    archiveApi();
    renderWithProviders(<MentorshipPage />, { route: '/mentorship?session=s0&tab=process' });
    expect(await screen.findByText('Matched with Alice Martin')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Session' })).toHaveTextContent('Mentorship 2026');
  });

  it('lists the archived sessions when asked, and shows their outcome', async () => {
    archiveApi();
    const user = userEvent.setup();
    renderWithProviders(<MentorshipPage />, { route: '/mentorship?tab=process' });
    expect(await screen.findByRole('combobox', { name: 'Session' })).toHaveTextContent('Mentorship 2027');
    await user.click(screen.getByRole('switch', { name: 'Archived sessions' }));
    expect(await screen.findByText('Matched with Alice Martin')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Session' })).toHaveTextContent('Mentorship 2026');
    expect(screen.getByTestId('location')).toHaveTextContent('archived=true');
  });
});

describe('My Process during registration', () => {
  const registering = aSession({ phase: 'registration', open_periods: ['mentee_registration'] });
  const registrationApi = () =>
    mockApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === `${SESSIONS}/search`)
        return jsonResponse(200, { data: [registering], total: 1 });
      if (method === 'GET' && url.pathname === `${SESSIONS}/s1/my-process`)
        return jsonResponse(200, { participant: aMentee(), favourites: [], outcome: null });
      return undefined;
    });

  it('says on which day the mentee may choose their mentors, in the reader’s format', async () => {
    registrationApi();
    renderWithProviders(<MentorshipPage />, { route: '/mentorship?tab=process' });
    expect(
      await screen.findByText(
        'You will choose three mentors in All Mentors when the selection opens, on 02-01-2027.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/add mentors from the All Mentors tab/)).toBeNull();
  });

  it('says it in French too', async () => {
    writeLanguageCookie('fr');
    registrationApi();
    renderWithProviders(<MentorshipPage />, { route: '/mentorship?tab=process' });
    expect(
      await screen.findByText(
        'Vous choisirez trois mentors dans Tous les mentors à l’ouverture de la sélection, le 01-02-2027.',
      ),
    ).toBeInTheDocument();
  });
});
