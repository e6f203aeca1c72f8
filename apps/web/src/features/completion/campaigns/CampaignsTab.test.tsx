import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SelfPermissions } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../../test/renderWithProviders';
import type { CampaignRecord } from './campaignForm';
import { CampaignsTab } from './CampaignsTab';
import { aCampaign } from './testing/aCampaign';

const BASE = '/api/c13s/v2/admin/smart_campaigns';
const reader: SelfPermissions = { roles: ['guest', 'Management'], implicit_permissions: ['completion read'] };
const writer: SelfPermissions = { ...reader, implicit_permissions: ['completion read', 'completion create'] };

const campaign = aCampaign({ _can: { update: true, delete: false } });

function api(permissions: SelfPermissions, campaigns: CampaignRecord[]) {
  return mockApi(({ url }) => {
    if (url.pathname.endsWith('/public/permissions/self')) return jsonResponse(200, permissions);
    if (url.pathname === `${BASE}/search`)
      return jsonResponse(200, { data: campaigns, total: campaigns.length });
    if (url.pathname === `${BASE}/cardinalities`)
      return jsonResponse(200, { status: { running: campaigns.length, draft: 2 } });
    return undefined;
  });
}

describe('the campaigns tab', () => {
  it('lists each campaign with its status, start, funnel and page, newest first', async () => {
    const calls = api(reader, [campaign]);
    renderWithProviders(<CampaignsTab />);
    const row = (await screen.findByRole('link', { name: 'Photos for the new site' })).closest('li')!;
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/smart-campaign/c1');
    expect(within(row).getByText('Running')).toBeInTheDocument();
    expect(within(row).getByText('Start: 11-02-2026')).toBeInTheDocument();
    expect(within(row).getByText('25 % completed')).toBeInTheDocument();
    expect(
      calls.some((call) => call.path.startsWith(`${BASE}/search`) && call.path.includes('sort=-created_at')),
    ).toBe(true);
    // 'completion read' alone does not create.
    expect(screen.queryByRole('button', { name: 'New campaign' })).toBeNull();
  });

  it('filters by status from its chips', async () => {
    const calls = api(reader, [campaign]);
    renderWithProviders(<CampaignsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Draft (2)' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?status=draft');
    expect(
      calls.some((call) => call.path.startsWith(`${BASE}/search`) && call.path.includes('status=draft')),
    ).toBe(true);
  });

  it('explains what a campaign does when there is none, and offers a new one to those who may', async () => {
    api(writer, []);
    renderWithProviders(<CampaignsTab />);
    expect(await screen.findByText(/A campaign mails everyone whose profile misses/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'New campaign' }));
    expect(await screen.findByRole('dialog', { name: 'New campaign' })).toBeInTheDocument();
  });
});
