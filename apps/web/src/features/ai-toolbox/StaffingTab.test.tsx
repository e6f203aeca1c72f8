import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffingResult } from '@atrium/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeLanguageCookie } from '../../i18n/languageCookie';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { StaffingTab } from './StaffingTab';

const STAFFING = '/api/c13s/v2/ai_toolbox/staffing';

const answer = (
  skills: string[],
  availability: StaffingResult['availability'] = { start: null, weeks: null, load_pct: null },
  availability_words: StaffingResult['availability_words'] = { start: null, weeks: null, load_pct: null },
): StaffingResult => ({
  understood: { skills, sectors: ['Payments'], clients: ['Nordgrid'], languages: ['en'] },
  availability,
  availability_words,
  people: [
    {
      person: {
        id: 'p1',
        first_name: 'Alice',
        last_name: 'Arnaud',
        job_title: 'Cloud architect',
        grade: 'Manager',
        has_picture: false,
        picture_version: null,
      },
      // A sum of weights, as the server sends it: shown in the reader's number format.
      score: 34.900000000000006,
      reasons: {
        skills: [{ name: 'Kubernetes', months: 35, level: 'expert' }],
        sectors: ['Payments'],
        languages: [{ code: 'en', level: 'fluent' }],
        clients: ['Nordgrid'],
        credentials: [{ id: 'c1', name: 'Smart grid platform', client: 'Nordgrid' }],
        groups: [{ id: 'g1', name: 'Cloud guild' }],
        wishes: { skills: ['Python'], clients: ['Nordgrid'], available_from: '2026-03-02' },
        availability: null,
      },
    },
  ],
  credentials: [{ id: 'c1', name: 'Smart grid platform', client: 'Nordgrid', year: 2024 }],
  solutions: [],
});

const permissions = (implicit_permissions: string[]) =>
  jsonResponse(200, { roles: ['guest'], implicit_permissions });

describe('the staffing tab', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => writeLanguageCookie('en'));

  it('reads a need, shows the chips and who fits with why, and staffs again on a corrected chip', async () => {
    const calls = mockApi(({ method, url, body }) => {
      if (url.pathname.endsWith('/public/permissions/self'))
        return permissions(['users read', 'resume read']);
      if (method === 'POST' && url.pathname === STAFFING) {
        const terms = (body as { terms?: { skills: string[] } }).terms;
        return jsonResponse(200, answer(terms ? terms.skills : ['Kubernetes', 'Python']));
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<StaffingTab />);

    await user.type(
      screen.getByRole('textbox', { name: "The client's need" }),
      'Nordgrid needs a Kubernetes and Python expert for payments, in English.',
    );
    await user.click(screen.getByRole('button', { name: 'Find people' }));

    const skills = await screen.findByRole('combobox', { name: 'Skills' });
    const skillsField = skills.closest('.MuiAutocomplete-root') as HTMLElement;
    expect(within(skillsField).getByText('Python')).toBeInTheDocument();
    const person = screen.getByRole('listitem', { name: '1. Alice Arnaud' });
    expect(within(person).getByText('Kubernetes, 2 yrs 11 mo · mentors at expert level')).toBeInTheDocument();
    expect(within(person).getByText('Worked for Nordgrid')).toBeInTheDocument();
    expect(within(person).getByText('Credentials: Smart grid platform')).toBeInTheDocument();
    expect(within(person).getByText('Groups: Cloud guild')).toBeInTheDocument();
    // The wishes they declared on their profile (issue 47), and the level in words.
    expect(within(person).getByText('Would like to work with Python and Nordgrid')).toBeInTheDocument();
    expect(within(person).getByText('Says they are available from 03-02-2026')).toBeInTheDocument();
    expect(within(person).getByText('English — Fluent')).toBeInTheDocument();
    expect(within(person).getByText('Score 34.9')).toBeInTheDocument();
    // The tailored CV carries the need, so it opens ready to propose.
    expect(await within(person).findByRole('link', { name: 'Tailored CV of Alice Arnaud' })).toHaveAttribute(
      'href',
      `/ai-toolbox/tailored?person=p1&need=${new URLSearchParams({
        need: 'Nordgrid needs a Kubernetes and Python expert for payments, in English.',
      })
        .toString()
        .slice('need='.length)}`,
    );

    // Removing a chip staffs again on the corrected terms, not on the text.
    const python = within(skillsField).getByText('Python').closest('.MuiChip-root') as HTMLElement;
    await user.click(within(python).getByTestId('CancelIcon'));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toMatchObject({
      terms: { skills: ['Kubernetes'], sectors: ['Payments'], clients: ['Nordgrid'], languages: ['en'] },
    });
    await waitFor(() => expect(within(skillsField).queryByText('Python')).not.toBeInTheDocument());
  });

  it('says when nothing in the need was understood', async () => {
    mockApi(({ method, url }) =>
      method === 'POST' && url.pathname === STAFFING
        ? jsonResponse(200, {
            understood: { skills: [], sectors: [], clients: [], languages: [] },
            availability: { start: null, weeks: null, load_pct: null },
            availability_words: { start: null, weeks: null, load_pct: null },
            people: [],
            credentials: [],
            solutions: [],
          })
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<StaffingTab />);
    await user.type(screen.getByRole('textbox', { name: "The client's need" }), 'Lorem ipsum');
    await user.click(screen.getByRole('button', { name: 'Find people' }));
    expect(await screen.findByText(/found no skill, sector, client or language/)).toBeInTheDocument();
  });

  it('offers no tailored CV to whoever may not read resumes', async () => {
    mockApi(({ method, url }) => {
      if (url.pathname.endsWith('/public/permissions/self')) return permissions(['users read']);
      if (method === 'POST' && url.pathname === STAFFING) return jsonResponse(200, answer(['Kubernetes']));
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<StaffingTab />);
    await user.type(screen.getByRole('textbox', { name: "The client's need" }), 'Kubernetes at Nordgrid');
    await user.click(screen.getByRole('button', { name: 'Find people' }));
    const person = await screen.findByRole('listitem', { name: '1. Alice Arnaud' });
    await waitFor(() => expect(within(person).getByText('Score 34.9')).toBeInTheDocument());
    expect(within(person).queryByRole('link', { name: /Tailored CV/ })).not.toBeInTheDocument();
  });

  it('shows when and how much the need asks, who is free then, and staffs again on a corrected load', async () => {
    const busy = {
      from: '2027-03-01',
      load_pct: 100,
      fits: false,
      free_pct: 20,
      mean_free_pct: 40,
      booked_pct_at_start: 80,
      free_from: '2027-06-07',
    };
    const calls = mockApi(({ method, url, body }) => {
      if (method !== 'POST' || url.pathname !== STAFFING) return undefined;
      const given = (body as { availability?: StaffingResult['availability'] }).availability;
      // Given values are quoted from nothing, as the server answers a correction.
      const result = given
        ? answer(['Kubernetes'], given)
        : answer(
            ['Kubernetes'],
            { start: '2027-03-01', weeks: 26, load_pct: 100 },
            { start: 'from 1 March', weeks: 'for 6 months', load_pct: 'full time' },
          );
      result.people[0]!.reasons.availability = given ? { ...busy, load_pct: 20, fits: true } : busy;
      return jsonResponse(200, result);
    });
    const user = userEvent.setup();
    renderWithProviders(<StaffingTab />);
    await user.type(
      screen.getByRole('textbox', { name: "The client's need" }),
      'Kubernetes at Nordgrid from 1 March, full time, for 6 months',
    );
    await user.click(screen.getByRole('button', { name: 'Find people' }));

    const when = await screen.findByRole('region', { name: 'When and how much' });
    expect(within(when).getByLabelText('Start')).toHaveValue('2027-03-01');
    expect(within(when).getByRole('combobox', { name: 'Length' })).toHaveTextContent('26 weeks');
    expect(within(when).getByRole('combobox', { name: 'Load' })).toHaveTextContent('100 % (5 days a week)');
    expect(within(when).getByLabelText('Start')).toHaveAccessibleDescription('Read from “from 1 March”');
    expect(within(when).getByRole('combobox', { name: 'Load' })).toHaveAccessibleDescription(
      'Read from “full time”',
    );
    const person = screen.getByRole('listitem', { name: '1. Alice Arnaud' });
    expect(within(person).getByText('Booked at 80 % now; free enough from June 7, 2027')).toBeInTheDocument();

    await user.click(within(when).getByRole('combobox', { name: 'Load' }));
    await user.click(screen.getByRole('option', { name: '20 % (1 day a week)' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toMatchObject({
      terms: { skills: ['Kubernetes'] },
      availability: { start: '2027-03-01', weeks: 26, load_pct: 20 },
    });
    expect(
      await within(screen.getByRole('listitem', { name: '1. Alice Arnaud' })).findByText(
        'Free from March 1, 2027, 20 % of the time',
      ),
    ).toBeInTheDocument();
    // The corrected load is the user's; the start and length left alone still say where they came from.
    expect(within(when).getByRole('combobox', { name: 'Load' })).not.toHaveAccessibleDescription();
    expect(within(when).getByRole('combobox', { name: 'Length' })).toHaveAccessibleDescription(
      'Read from “for 6 months”',
    );
  });
  it('in French and by keyboard alone: says where each was read and corrects the length', async () => {
    writeLanguageCookie('fr');
    const calls = mockApi(({ method, url, body }) => {
      if (method !== 'POST' || url.pathname !== STAFFING) return undefined;
      const given = (body as { availability?: StaffingResult['availability'] }).availability;
      return jsonResponse(
        200,
        given
          ? answer(['Kubernetes'], given)
          : answer(
              ['Kubernetes'],
              { start: '2027-03-01', weeks: null, load_pct: 50 },
              { start: 'dès le 1er mars', weeks: null, load_pct: 'à mi-temps' },
            ),
      );
    });
    const user = userEvent.setup();
    renderWithProviders(<StaffingTab />);
    await user.type(
      await screen.findByRole('textbox', { name: 'Le besoin du client' }),
      'Kubernetes dès le 1er mars, à mi-temps',
    );
    await user.tab();
    await user.keyboard('{Enter}');

    const when = await screen.findByRole('region', { name: 'Quand et combien' });
    expect(within(when).getByLabelText('Début')).toHaveAccessibleDescription('Lu dans « dès le 1er mars »');
    const length = within(when).getByRole('combobox', { name: 'Durée' });
    expect(length).not.toHaveAccessibleDescription();
    expect(within(when).getByRole('combobox', { name: 'Charge' })).toHaveAccessibleDescription(
      'Lu dans « à mi-temps »',
    );

    length.focus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'Non précisé', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toMatchObject({
      availability: { start: '2027-03-01', weeks: 2, load_pct: 50 },
    });
    await waitFor(() =>
      expect(within(when).getByRole('combobox', { name: 'Durée' })).toHaveTextContent('2 semaines'),
    );
    expect(within(when).getByRole('combobox', { name: 'Charge' })).toHaveAccessibleDescription(
      'Lu dans « à mi-temps »',
    );
  });
});
