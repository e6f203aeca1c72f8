import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { TagAliasesDialog } from './TagAliasesDialog';

const tags = '/api/c13s/v2/cv_library/tags';
const kubernetes = {
  id: 't1',
  type: 'technical' as const,
  name: 'Kubernetes',
  _can: { update: true, delete: true },
};

describe("a tag's aliases", () => {
  it('lists them, adds one (a taken word under the field), and removes one after asking', async () => {
    let aliases = [{ id: 'a1', tag_id: 't1', alias: 'k8s' }];
    const calls = mockApi(({ method, url, body }) => {
      if (method === 'GET' && url.pathname === `${tags}/aliases`) return jsonResponse(200, { data: aliases });
      if (method === 'POST' && url.pathname === `${tags}/t1/aliases`) {
        const { alias } = body as { alias: string };
        if (alias === 'Docker')
          return jsonResponse(409, {
            msg: 'This word is already a tag of this type: merge the tags instead',
            errors: { alias: 'This word is already a tag of this type: merge the tags instead' },
          });
        const added = { id: 'a2', tag_id: 't1', alias };
        aliases = [...aliases, added];
        return jsonResponse(200, { msg: 'The alias has been added', alias: added });
      }
      if (method === 'DELETE' && url.pathname === `${tags}/t1/aliases/a1`) {
        aliases = aliases.filter((alias) => alias.id !== 'a1');
        return jsonResponse(200, { msg: 'The alias has been removed' });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<TagAliasesDialog tag={kubernetes} onClose={vi.fn()} />);

    const dialog = await screen.findByRole('dialog', { name: 'Aliases of “Kubernetes”' });
    expect(await within(dialog).findByText('k8s')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /New alias/ }), 'Docker');
    await user.click(within(dialog).getByRole('button', { name: 'Add the alias' }));
    expect(
      await screen.findByText('This word is already a tag of this type: merge the tags instead'),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: /New alias/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /New alias/ }), 'kube');
    await user.click(within(dialog).getByRole('button', { name: 'Add the alias' }));
    expect(await within(dialog).findByText('kube')).toBeInTheDocument();

    await user.click(within(dialog).getAllByRole('button', { name: 'Remove' })[0]!);
    const confirm = await screen.findByRole('dialog', { name: 'Remove the alias “k8s”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(dialog).queryByText('k8s')).not.toBeInTheDocument());
    expect(
      calls.filter((call) => call.method !== 'GET').map((call) => [call.method, call.path, call.body]),
    ).toEqual([
      ['POST', `${tags}/t1/aliases`, { alias: 'Docker' }],
      ['POST', `${tags}/t1/aliases`, { alias: 'kube' }],
      ['DELETE', `${tags}/t1/aliases/a1`, undefined],
    ]);
  });
});
