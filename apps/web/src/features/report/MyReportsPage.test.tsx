import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../test/factories';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { MyReportsPage } from './MyReportsPage';

const REPORTS = '/api/c13s/v2/report/report';
const me = aUser({ id: 'me' });
const report = {
  id: 'r1',
  user_id: 'me',
  author: null,
  page: '/cv-library',
  type: 'bug',
  description: 'The Word export loses the bullet points.',
  status: 'done',
  assignee: null,
  reply: 'Fixed in today’s release, thank you!',
  replied_at: '2026-11-20T10:00:00.000Z',
  created_at: '2026-11-18T10:00:00.000Z',
  _can: { update: false, delete: false },
};

describe('MyReportsPage', () => {
  it('lists the caller’s own reports with where each stands and the reply', async () => {
    const calls = mockApi(({ url }) => {
      if (url.pathname.endsWith('/cv_library/users/self')) return jsonResponse(200, me);
      if (url.pathname === `${REPORTS}/search`) return jsonResponse(200, { data: [report], total: 1 });
      if (url.pathname === `${REPORTS}/cardinalities`)
        return jsonResponse(200, { status: { done: 1 }, type: { bug: 1 } });
      return undefined;
    });
    renderWithProviders(<MyReportsPage />, { route: '/my-reports' });
    const article = await screen.findByRole('article');
    expect(within(article).getByText('The Word export loses the bullet points.')).toBeVisible();
    expect(within(article).getByText('Fixed in today’s release, thank you!')).toBeVisible();
    expect(within(article).getByText('Done')).toBeVisible();
    expect(within(article).getByText(/From \/cv-library/)).toBeVisible();
    expect(calls.find((call) => call.path.startsWith(`${REPORTS}/search`))?.path).toContain('author=me');
  });

  it('says how to send one when there is none', async () => {
    mockApi(({ url }) => {
      if (url.pathname.endsWith('/cv_library/users/self')) return jsonResponse(200, me);
      if (url.pathname === `${REPORTS}/search`) return jsonResponse(200, { data: [], total: 0 });
      if (url.pathname === `${REPORTS}/cardinalities`) return jsonResponse(200, { status: {}, type: {} });
      return undefined;
    });
    renderWithProviders(<MyReportsPage />, { route: '/my-reports' });
    expect(await screen.findByText(/You have sent no report yet/)).toBeVisible();
  });
});
