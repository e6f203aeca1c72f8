import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { ToolboxPage } from './ToolboxPage';

const self = (admin: boolean, readsResumes = true) => ({
  roles: admin ? ['guest', 'admin'] : ['guest'],
  implicit_permissions: [
    'users read',
    ...(readsResumes ? ['resume read'] : []),
    ...(admin ? ['permissions update'] : []),
  ],
});

function api(status: object, admin = false, readsResumes = true) {
  return mockApi(({ url }) => {
    if (url.pathname.endsWith('/public/permissions/self'))
      return jsonResponse(200, self(admin, readsResumes));
    if (url.pathname === '/api/c13s/v2/ai_toolbox/status') return jsonResponse(200, status);
    return undefined;
  });
}

describe('the AI toolbox page', () => {
  it('opens staffing from the menu route, and hides drafts without a language model', async () => {
    api({ ai: false, endpoint: null, model: null });
    renderWithProviders(<ToolboxPage />, { route: '/ai-toolbox/staffing', path: '/ai-toolbox/staffing' });
    expect(await screen.findByRole('tab', { name: 'Staffing', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tailored CV' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Drafts' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Language model/)).not.toBeInTheDocument();
  });

  it('offers drafts with a model, and tells administrators where they go', async () => {
    api({ ai: true, endpoint: 'http://llm.firm.internal/v1', model: 'firm-model' }, true);
    renderWithProviders(<ToolboxPage />, { route: '/ai-toolbox/drafts', path: '/ai-toolbox/:type' });
    expect(await screen.findByRole('tab', { name: 'Drafts', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Endpoint: http://llm.firm.internal/v1')).toBeInTheDocument();
    expect(screen.getByText('Model: firm-model')).toBeInTheDocument();
  });

  it('offers no tailored CV to whoever may not read resumes, even at its address', async () => {
    api({ ai: false, endpoint: null, model: null }, false, false);
    renderWithProviders(<ToolboxPage />, {
      route: '/ai-toolbox/tailored?person=p1',
      path: '/ai-toolbox/:type',
      routes: [{ path: '/ai-toolbox/staffing', element: <ToolboxPage /> }],
    });
    expect(await screen.findByRole('tab', { name: 'Staffing', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Tailored CV' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/ai-toolbox/staffing');
  });
});
