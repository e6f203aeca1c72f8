import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { TagsManagementPage } from './TagsManagementPage';

const tags = '/api/c13s/v2/cv_library/tags';
const manage = { update: true, delete: true };
const places = (people: number) => ({
  people,
  resumes: 0,
  solutions: 0,
  groups: 0,
  mentorship: 0,
  experiences: 0,
  credentials: 0,
});
const byType = {
  technical: [
    { id: 't1', type: 'technical', name: 'React', _can: manage },
    { id: 't2', type: 'technical', name: 'Cobol', _can: manage },
  ],
  market: [{ id: 'm1', type: 'market', name: 'Banking', _can: manage }],
};

function api() {
  return mockApi(({ url }) => {
    if (url.pathname.endsWith('/public/permissions/self'))
      return jsonResponse(200, { roles: ['admin'], implicit_permissions: ['tags update', 'tag technical'] });
    if (url.pathname === `${tags}/cardinalities`)
      return jsonResponse(200, { type: { technical: 2, market: 1 } });
    if (url.pathname === `${tags}/search`) {
      const data = byType[url.searchParams.get('type') as keyof typeof byType] ?? [];
      return jsonResponse(200, { data, total: data.length });
    }
    if (url.pathname === `${tags}/usage`) {
      const used: Record<string, number> = { t1: 3, t2: 0, m1: 1 };
      return jsonResponse(200, {
        data: url.searchParams.getAll('id').map((id) => ({ id, total: used[id], places: places(used[id]!) })),
      });
    }
    return undefined;
  });
}

describe('tags management', () => {
  it('lists a type’s tags with their uses, one usage request per page, and delete only for the unused', async () => {
    const calls = api();
    renderWithProviders(<TagsManagementPage />, { route: '/tags-management' });

    expect(await screen.findByRole('tab', { name: 'Technical skills (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const react = (await screen.findByRole('cell', { name: 'React' })).closest('tr')!;
    await waitFor(() => expect(within(react).getByText('3')).toBeInTheDocument());
    expect(within(react).getByRole('button', { name: 'Delete' })).toBeDisabled();
    const cobol = screen.getByRole('cell', { name: 'Cobol' }).closest('tr')!;
    expect(within(cobol).getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(calls.filter((call) => call.path.startsWith(`${tags}/usage`)).map((call) => call.path)).toEqual([
      `${tags}/usage?id=t1&id=t2`,
    ]);

    await userEvent.click(screen.getByRole('tab', { name: 'Markets (1)' }));
    expect(await screen.findByRole('cell', { name: 'Banking' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/tags-management?type=market');
  });
});
