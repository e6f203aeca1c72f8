import type { Group } from '@atrium/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { writeLanguageCookie } from '../../i18n/languageCookie';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { GroupPage } from './GroupPage';

const ID = 'b0000000-0000-4000-8000-000000000000';
const karim = {
  id: 'k0000000-0000-4000-8000-000000000000',
  first_name: 'Karim',
  last_name: 'Benali',
  job_title: null,
  has_picture: false,
  picture_version: null,
};
const squad: Group = {
  id: ID,
  type: 'squad',
  name: 'Data Foundations',
  code_name: null,
  description: null,
  id_lea: karim.id,
  leaders: [karim],
  steerco: [],
  members: [],
  unconfirmed: [],
  active_members: 1,
  solutions: [],
  deliverables: [],
  sales_pitch: null,
  expected_results: null,
  added_value: null,
  man_days: null,
  estimated_cost: null,
  target_markets: [],
  assets: [],
  files: [],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

function answerTheGroup() {
  return mockApi(({ url }) => {
    if (url.pathname.endsWith('/public/permissions/self'))
      return jsonResponse(200, { roles: ['guest'], implicit_permissions: ['teams read'] });
    if (url.pathname === `/api/c13s/v2/cv_library/teams/${ID}`)
      return jsonResponse(200, { ...squad, _can: { update: false, delete: false } });
    if (url.pathname === `/api/c13s/v2/cv_library/teams/${ID}/skills-matrix`)
      return jsonResponse(200, {
        skills: [{ name: 'Azure', kind: 'technical', people: 1 }],
        people: [{ ...karim, levels: ['top'] }],
      });
    if (url.pathname.startsWith('/api/c13s/v2/admin/audit_log'))
      return jsonResponse(200, { data: [], total: 0 });
    return undefined;
  });
}

describe('a group’s page', () => {
  it('opens on the skills matrix from its address, and back to the people by role', async () => {
    answerTheGroup();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<GroupPage />, { route: `/squad/${ID}?view=matrix`, path: '/squad/:id' });

    expect(await screen.findByRole('tab', { name: 'Skills matrix' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('cell', { name: 'Top skill' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'People' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/squad/${ID}`);
    expect(screen.getByTestId('location')).not.toHaveTextContent('view=');
    expect(screen.getByRole('heading', { name: 'Leaders (1)' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Skills matrix' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/squad/${ID}?view=matrix`);
  });

  it('marks a place a leader gave as awaiting confirmation, and lets whoever manages groups confirm it', async () => {
    const lea = {
      ...karim,
      id: 'l0000000-0000-4000-8000-000000000000',
      first_name: 'Lea',
      last_name: 'Added',
    };
    const pending = { ...squad, members: [{ ...lea, status: 'active' as const }], unconfirmed: [lea.id] };
    const answer = (permissions: string[]) =>
      mockApi(({ method, url }) => {
        if (url.pathname.endsWith('/public/permissions/self'))
          return jsonResponse(200, { roles: ['guest'], implicit_permissions: permissions });
        if (method === 'GET' && url.pathname === `/api/c13s/v2/cv_library/teams/${ID}`)
          return jsonResponse(200, { ...pending, _can: { update: false, delete: false } });
        if (
          method === 'POST' &&
          url.pathname === `/api/c13s/v2/cv_library/teams/${ID}/places/${lea.id}/confirm`
        )
          return jsonResponse(200, { ...squad, unconfirmed: [], msg: 'The place is confirmed' });
        if (url.pathname.startsWith('/api/c13s/v2/admin/audit_log'))
          return jsonResponse(200, { data: [], total: 0 });
        return undefined;
      });

    const reader = answer(['teams read']);
    const view = renderWithProviders(<GroupPage />, { route: `/squad/${ID}`, path: '/squad/:id' });
    expect(await screen.findByText('Awaiting confirmation')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(reader.some((call) => call.method === 'POST')).toBe(false);
    view.unmount();

    const calls = answer(['teams read', 'teams update']);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<GroupPage />, { route: `/squad/${ID}`, path: '/squad/:id' });
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.path).toBe(
        `/api/c13s/v2/cv_library/teams/${ID}/places/${lea.id}/confirm`,
      ),
    );
  });

  it('heads its people with the overview’s figure, which counts leaders and steerco too (issue 47)', async () => {
    const steer = { ...karim, id: 's0000000-0000-4000-8000-000000000000', first_name: 'Sam' };
    const member = { ...karim, id: 'm0000000-0000-4000-8000-000000000000', first_name: 'Mia' };
    const full = {
      ...squad,
      steerco: [steer],
      members: [{ ...member, status: 'active' as const }],
      active_members: 3,
    };
    mockApi(({ url }) => {
      if (url.pathname.endsWith('/public/permissions/self'))
        return jsonResponse(200, { roles: ['guest'], implicit_permissions: ['teams read'] });
      if (url.pathname === `/api/c13s/v2/cv_library/teams/${ID}`)
        return jsonResponse(200, { ...full, _can: { update: false, delete: false } });
      if (url.pathname.startsWith('/api/c13s/v2/admin/audit_log'))
        return jsonResponse(200, { data: [], total: 0 });
      return undefined;
    });
    renderWithProviders(<GroupPage />, { route: `/squad/${ID}`, path: '/squad/:id' });
    // The card on the overview says "3 active members" from the same `active_members`.
    expect(await screen.findByText('3 active members')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Leaders (1)' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Steerco members (1)' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Members (1)' })).toBeVisible();
  });

  it("links each person's name to their profile", async () => {
    answerTheGroup();
    renderWithProviders(<GroupPage />, { route: `/squad/${ID}`, path: '/squad/:id' });
    expect(await screen.findByRole('link', { name: 'Karim Benali' })).toHaveAttribute(
      'href',
      `/profile/${karim.id}`,
    );
  });
});

describe('a group’s files', () => {
  const deck = {
    id: 'f0000000-0000-4000-8000-000000000000',
    file_name: 'one-pager.pdf',
    media_type: 'application/pdf',
    size: 2048,
    created_at: '2026-01-01T00:00:00.000Z',
  };
  const answer = (update: boolean) =>
    mockApi(({ method, url }) => {
      if (url.pathname.endsWith('/public/permissions/self'))
        return jsonResponse(200, { roles: ['guest'], implicit_permissions: ['teams read'] });
      if (method === 'GET' && url.pathname === `/api/c13s/v2/cv_library/teams/${ID}`)
        return jsonResponse(200, { ...squad, files: [deck], _can: { update, delete: false } });
      if (method === 'POST' && url.pathname === `/api/c13s/v2/cv_library/teams/${ID}/files`)
        return jsonResponse(201, { ...deck, id: 'f1', file_name: 'pitch.pdf', msg: 'File uploaded' });
      if (url.pathname.startsWith('/api/c13s/v2/admin/audit_log'))
        return jsonResponse(200, { data: [], total: 0 });
      return undefined;
    });

  it('lists them for everyone to download, and lets those who may edit the group upload one', async () => {
    const calls = answer(true);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<GroupPage />, { route: `/squad/${ID}`, path: '/squad/:id' });
    expect(await screen.findByRole('heading', { name: 'Files' })).toBeVisible();
    expect(screen.getByText('one-pager.pdf')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeVisible();
    await user.upload(
      screen.getByLabelText('file'),
      new File(['%PDF-1.7'], 'pitch.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.path).toBe(
        `/api/c13s/v2/cv_library/teams/${ID}/files`,
      ),
    );
  });

  it('offers a reader who may not edit only the download, in French too', async () => {
    writeLanguageCookie('fr');
    answer(false);
    renderWithProviders(<GroupPage />, { route: `/squad/${ID}`, path: '/squad/:id' });
    expect(await screen.findByRole('heading', { name: 'Fichiers' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Télécharger' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retirer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajouter un fichier' })).not.toBeInTheDocument();
  });
});
