import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../../test/renderWithProviders';
import { CampaignDialog } from './CampaignDialog';
import { DEFAULT_MESSAGES } from './campaignForm';
import { aCampaign } from './testing/aCampaign';

const BASE = '/api/c13s/v2/admin/smart_campaigns';
const person = (id: string, first_name: string) => ({
  id,
  first_name,
  last_name: 'Doe',
  job_title: null,
  has_picture: false,
  picture_version: null,
});

function api() {
  return mockApi(({ method, url, body }) => {
    if (url.pathname === '/api/c13s/v2/cv_library/users/cardinalities')
      return jsonResponse(200, { business_unit: { Data: 12, Cloud: 5 }, hub: { Lyon: 3 }, grade: {} });
    if (method === 'POST' && url.pathname === `${BASE}/preview`) {
      const { target } = body as { target: { missing_fields: string[] } };
      const count = target.missing_fields.length * 12;
      return jsonResponse(200, { count, people: [person('p1', 'Ana'), person('p2', 'Bo')] });
    }
    if (method === 'POST' && url.pathname === BASE) return jsonResponse(201, { id: 'c1', msg: 'Created' });
    return undefined;
  });
}

describe('a new campaign', () => {
  it('previews who it reaches and sends the contract’s body', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderWithProviders(<CampaignDialog onClose={() => undefined} />);

    expect(screen.getByText('Choose what is missing to see who the campaign reaches.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Titles before the audit');
    await user.click(screen.getByRole('combobox', { name: 'Missing any of these fields' }));
    await user.click(await screen.findByRole('option', { name: 'Job title' }));
    expect(await screen.findByText('12 people today')).toBeInTheDocument();
    expect(screen.getByText('Ana Doe')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Business units' }));
    await user.click(await screen.findByRole('option', { name: 'Data' }));
    await user.click(screen.getByRole('checkbox', { name: 'Employees' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.filter((call) => call.path === BASE)).toHaveLength(1));
    const sent = calls.find((call) => call.path === BASE)?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      name: 'Titles before the audit',
      target: {
        missing_fields: ['job_title'],
        rate_below: null,
        business_units: ['Data'],
        hubs: [],
        group_ids: [],
        grades: [],
        employment_types: ['employee'],
      },
      messages: DEFAULT_MESSAGES,
      reminder_every_days: 7,
      reminders_max: 2,
      escalate: false,
    });
    expect(new Date(sent.start_at as string).getTime()).not.toBeNaN();
    // The preview asked only for a target that says what is missing.
    const previews = calls.filter((call) => call.path === `${BASE}/preview`);
    expect(previews.length).toBeGreaterThan(0);
    expect(
      previews.every(
        (call) => (call.body as { target: { missing_fields: string[] } }).target.missing_fields.length > 0,
      ),
    ).toBe(true);
  });

  it('asks for a missing field or a threshold before sending anything', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderWithProviders(<CampaignDialog onClose={() => undefined} />);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Nothing chosen');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a missing field or a rate threshold')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('inserts a merge field where the cursor is', async () => {
    api();
    const user = userEvent.setup();
    renderWithProviders(<CampaignDialog onClose={() => undefined} />);
    const subject = within(screen.getByRole('tabpanel', { name: 'English' })).getByRole('textbox', {
      name: /^Subject/,
    });
    await user.clear(subject);
    await user.type(subject, 'Hi ');
    await user.click(screen.getByRole('button', { name: 'Insert {first_name}' }));
    expect(subject).toHaveValue('Hi {first_name}');
  });

  it('shows the server’s field errors on their fields', async () => {
    const TAKEN = 'A campaign already has this name';
    mockApi(({ method, url }) => {
      if (url.pathname === '/api/c13s/v2/cv_library/users/cardinalities') return jsonResponse(200, {});
      if (method === 'POST' && url.pathname === `${BASE}/preview`)
        return jsonResponse(200, { count: 0, people: [] });
      if (method === 'POST' && url.pathname === BASE)
        return jsonResponse(400, { msg: 'Invalid', errors: { name: TAKEN } });
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<CampaignDialog onClose={() => undefined} />);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Twice');
    await user.type(screen.getByRole('spinbutton', { name: /completion below/ }), '60');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TAKEN)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('a paused campaign', () => {
  it('keeps its target: the patch leaves it out', async () => {
    const paused = aCampaign({
      id: 'c9',
      name: 'Paused one',
      status: 'paused',
      start_at: '2026-11-20T09:00:00Z',
      _can: { update: true, delete: false },
    });
    const calls = mockApi(({ method, url }) => {
      if (method === 'PATCH' && url.pathname === `${BASE}/c9`) return jsonResponse(200, paused);
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<CampaignDialog campaign={paused} onClose={() => undefined} />);
    expect(screen.getByText(/A paused campaign keeps the people it targeted/)).toBeInTheDocument();
    const every = screen.getByRole('spinbutton', { name: /Remind every/ });
    await user.clear(every);
    await user.type(every, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
    const sent = calls.find((call) => call.method === 'PATCH')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      name: 'Paused one',
      reminder_every_days: 3,
      start_at: '2026-11-20T09:00:00.000Z',
    });
    expect(sent).not.toHaveProperty('target');
  });
});
