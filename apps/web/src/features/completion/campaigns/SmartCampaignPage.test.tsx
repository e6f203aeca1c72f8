import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CampaignStatus, SelfPermissions } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../../test/renderWithProviders';
import type { CampaignRecord } from './campaignForm';
import { SmartCampaignPage } from './SmartCampaignPage';
import { aCampaign } from './testing/aCampaign';

const BASE = '/api/c13s/v2/admin/smart_campaigns';
const management: SelfPermissions = {
  roles: ['guest', 'Management'],
  implicit_permissions: [
    'users read',
    'completion read',
    'completion create',
    'completion update',
    'completion delete',
  ],
};
const totals = { targeted: 200, sent: 180, opened: 90, completed: 50 };

const campaignIn = (status: CampaignStatus, can = { update: false, delete: false }): CampaignRecord =>
  aCampaign({
    name: 'Job titles before the audit',
    status,
    target: { ...aCampaign().target, missing_fields: ['job_title', 'has_picture'], business_units: ['Data'] },
    escalate: true,
    totals,
    reminders_sent: 1,
    started_at: status === 'draft' ? null : '2026-11-20T09:00:00Z',
    _can: can,
  });

function api(campaign: CampaignRecord) {
  return mockApi(({ method, url }) => {
    if (url.pathname.endsWith('/public/permissions/self')) return jsonResponse(200, management);
    if (method === 'GET' && url.pathname === `${BASE}/c1`) return jsonResponse(200, campaign);
    if (method === 'GET' && url.pathname === `${BASE}/c1/funnel`)
      return jsonResponse(200, {
        totals,
        days: [
          { day: '2026-11-20', sent: 180, opened: 60, completed: 30 },
          { day: '2026-11-21', sent: 0, opened: 30, completed: 20 },
        ],
      });
    if (method === 'GET' && url.pathname === `${BASE}/missing`)
      return jsonResponse(404, { msg: 'Not found' });
    if (method === 'GET' && url.pathname === '/api/c13s/v2/cv_library/teams/search') {
      const names: Record<string, string> = { g1: 'Data guild', g2: 'Cloud squad' };
      const ids = url.searchParams.getAll('id');
      return jsonResponse(200, { data: ids.map((id) => ({ id, name: names[id] })), total: ids.length });
    }
    if (method === 'POST' && url.pathname === `${BASE}/preview`)
      return jsonResponse(200, {
        count: 2,
        people: [
          {
            id: 'p1',
            first_name: 'Ana',
            last_name: 'Lopez',
            job_title: null,
            has_picture: false,
            picture_version: null,
          },
        ],
      });
    if (method === 'POST' && url.pathname === `${BASE}/c1/pause`)
      return jsonResponse(200, { ...campaign, status: 'paused' });
    return undefined;
  });
}

const open = (id = 'c1') =>
  renderWithProviders(<SmartCampaignPage />, { route: `/smart-campaign/${id}`, path: '/smart-campaign/:id' });

const actions = () => screen.getByRole('group', { name: 'Campaign actions' });
const buttonNames = () =>
  within(actions())
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('a smart campaign’s page', () => {
  it('names the groups it targets, all in one request', async () => {
    const campaign = campaignIn('running');
    const calls = api({ ...campaign, target: { ...campaign.target, group_ids: ['g1', 'g2'] } });
    open();
    expect(await screen.findByText('Data guild, Cloud squad')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.includes('/cv_library/teams'))).toHaveLength(1);
  });

  it('shows the funnel’s figures with their share of the people targeted', async () => {
    api(campaignIn('running'));
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Job titles before the audit' }),
    ).toBeInTheDocument();
    const funnel = await screen.findByRole('region', { name: 'Funnel' });
    expect(within(funnel).getByText('200 (100 %)')).toBeInTheDocument();
    expect(within(funnel).getByText('180 (90 %)')).toBeInTheDocument();
    expect(within(funnel).getByText('90 (45 %)')).toBeInTheDocument();
    expect(within(funnel).getByText('50 (25 %)')).toBeInTheDocument();
    expect(screen.getByText('Job title, Profile photo')).toBeInTheDocument();
  });

  it('keeps a draft’s promise: the preview of who its target reaches today, below its note (issue 47)', async () => {
    const calls = api(campaignIn('draft'));
    open();
    expect(await screen.findByText(/Its target below previews who it would reach today/)).toBeInTheDocument();
    const preview = await screen.findByRole('region', { name: 'Who it reaches' });
    expect(await within(preview).findByText('2 people today')).toBeInTheDocument();
    expect(within(preview).getByText('Ana Lopez')).toBeInTheDocument();
    const asked = calls.find((call) => call.method === 'POST' && call.path === `${BASE}/preview`);
    expect(asked?.body).toMatchObject({ target: { missing_fields: ['job_title', 'has_picture'] } });
  });

  it('offers a running campaign only pausing and cancelling, and pauses it at once', async () => {
    const calls = api(campaignIn('running', { update: true, delete: false }));
    open();
    expect(await screen.findByText('Running')).toBeInTheDocument();
    await waitFor(() => expect(buttonNames()).toEqual(['Pause', 'Cancel campaign']));
    await userEvent.click(within(actions()).getByRole('button', { name: 'Pause' }));
    expect(calls.some((call) => call.method === 'POST' && call.path === `${BASE}/c1/pause`)).toBe(true);
  });

  it('offers a draft starting (after asking), cancelling, editing and deleting', async () => {
    const calls = api(campaignIn('draft', { update: true, delete: true }));
    open();
    expect(await screen.findByText('Draft')).toBeInTheDocument();
    await waitFor(() =>
      expect(buttonNames()).toEqual(['Start', 'Cancel campaign', 'Edit campaign', 'Delete']),
    );
    await userEvent.click(within(actions()).getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('dialog', { name: 'Start this campaign?' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === `${BASE}/c1/start`)).toBe(false);
    // A draft targets nobody yet: it says so rather than showing a funnel of zeros.
    expect(screen.getByText(/A draft targets nobody yet/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Funnel' })).toBeNull();
  });

  it('offers a paused campaign resuming, cancelling and editing, not deleting', async () => {
    api(campaignIn('paused', { update: true, delete: false }));
    open();
    expect(await screen.findByText('Paused')).toBeInTheDocument();
    await waitFor(() => expect(buttonNames()).toEqual(['Resume', 'Cancel campaign', 'Edit campaign']));
  });

  it('shows a finished campaign read-only, without any action', async () => {
    api(campaignIn('finished', { update: false, delete: false }));
    open();
    expect(
      await screen.findByText('This campaign is over: it can no longer be changed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Campaign actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Start|Pause|Resume|Cancel|Edit|Delete/ })).toBeNull();
  });

  it('says when the campaign does not exist', async () => {
    api(campaignIn('draft'));
    open('missing');
    expect(await screen.findByText('This campaign does not exist or was deleted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the campaigns' })).toBeInTheDocument();
  });
});
