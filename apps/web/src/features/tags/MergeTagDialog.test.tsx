import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { MergeTagDialog } from './MergeTagDialog';

const tags = '/api/c13s/v2/cv_library/tags';
const can = { update: true, delete: true };
const reactjs = { id: 't1', type: 'technical' as const, name: 'ReactJS', _can: can };
const react = { id: 't2', type: 'technical' as const, name: 'React', _can: can };
const native = { id: 't3', type: 'technical' as const, name: 'React Native', _can: can };

/** The server's tag search: every technical tag whose name starts with `q`. */
const searchAnswer = (url: URL) => {
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  const data = [reactjs, react, native].filter((tag) => tag.name.toLowerCase().startsWith(q));
  return jsonResponse(200, { data, total: data.length });
};

describe('merging a tag into another', () => {
  it('offers the other tags of its type, says how many records move, then merges', async () => {
    const calls = mockApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === `${tags}/search`) return searchAnswer(url);
      if (method === 'POST' && url.pathname === `${tags}/t1/merge`)
        return jsonResponse(200, { msg: 'The tags are merged', moved: 4 });
      return undefined;
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<MergeTagDialog tag={reactjs} uses={4} onClose={onClose} />);

    await screen.findByRole('dialog', { name: 'Merge “ReactJS” into another tag' });
    await user.type(screen.getByRole('combobox', { name: /Merge into/ }), 'react');
    const options = await screen.findAllByRole('option');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'React',
        'React Native',
      ]),
    );
    await user.click(options.find((option) => option.textContent === 'React')!);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Uses moved to “React”: 4 records. “ReactJS” will then be deleted.',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: `${tags}/t1/merge`, body: { into: 't2' } },
    ]);
    expect(calls.every((call) => call.method === 'POST' || call.path.includes('type=technical'))).toBe(true);
  });

  it('asks for a target rather than sending a merge without one', async () => {
    const calls = mockApi(({ method, url }) =>
      method === 'GET' && url.pathname === `${tags}/search` ? searchAnswer(url) : undefined,
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<MergeTagDialog tag={reactjs} uses={4} onClose={onClose} />);

    await user.click(await screen.findByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
