import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { AdvancedResearchPage } from './AdvancedResearchPage';

const api = '/api/c13s/v2/research';
const alice = {
  id: 'u1',
  title: 'Alice Archer',
  subtitle: 'Architect · Senior · Technology',
  skills: [{ skill: 'Kubernetes', months: 48 }],
};

describe('advanced research', () => {
  it('sends the criteria built, shows each tab with its count, and saves the search', async () => {
    const calls = mockApi(({ method, url, body }) => {
      if (method === 'POST' && url.pathname === `${api}/search`) {
        const { tab } = body as { tab: string };
        return jsonResponse(200, {
          counts: { people: 1, credentials: 2, solutions: 0, groups: 0 },
          tab,
          total: tab === 'people' ? 1 : 2,
          data:
            tab === 'people'
              ? [alice]
              : [
                  { id: 'c1', title: 'Claims platform', subtitle: 'Insurer · CR-2024-0001', skills: [] },
                  { id: 'c2', title: 'Cloud landing zone', subtitle: 'Bank · CR-2025-0002', skills: [] },
                ],
        });
      }
      if (method === 'GET' && url.pathname === `${api}/saved`) return jsonResponse(200, { data: [] });
      if (method === 'POST' && url.pathname === `${api}/saved`)
        return jsonResponse(200, {
          msg: 'The search has been saved',
          data: {
            id: 's1',
            name: 'Cloud people',
            visibility: 'link',
            query: (body as { query: unknown }).query,
            owner_id: 'me',
            mine: true,
            created_at: '2026-11-25T00:00:00.000Z',
          },
        });
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<AdvancedResearchPage />);

    expect(await screen.findByText('Build your criteria, then search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a criterion' }));
    await user.type(screen.getByRole('textbox', { name: 'Skill 1' }), 'k8s');
    await user.type(screen.getByRole('spinbutton', { name: 'Minimum years' }), '3');
    await user.click(screen.getByRole('button', { name: 'Add a group' }));
    const group = screen.getByRole('group', { name: 'Group of criteria' });
    await user.type(within(group).getByRole('textbox', { name: 'Skill 2' }), 'Terraform');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('link', { name: 'Alice Archer' })).toHaveAttribute('href', '/profile/u1');
    expect(screen.getByText('Kubernetes: 4 yrs')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Credentials (2)' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === `${api}/search`)?.body).toEqual({
      query: {
        q: '',
        criteria: {
          op: 'and',
          criteria: [
            { kind: 'skill', skill: 'k8s', min_years: 3 },
            { op: 'or', criteria: [{ kind: 'skill', skill: 'Terraform' }] },
          ],
        },
      },
      tab: 'people',
      page: 1,
      size: 20,
    });

    await user.click(screen.getByRole('tab', { name: 'Credentials (2)' }));
    expect(await screen.findByRole('link', { name: 'Claims platform' })).toHaveAttribute(
      'href',
      '/credentials/c1',
    );

    await user.click(screen.getByRole('button', { name: 'Save the search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the search' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Cloud people');
    await user.click(within(dialog).getByRole('combobox', { name: 'Who may open it' }));
    await user.click(await screen.findByRole('option', { name: 'Anyone signed in who has the link' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST' && call.path === `${api}/saved`)?.body).toMatchObject({
      name: 'Cloud people',
      visibility: 'link',
    });
  });
});
