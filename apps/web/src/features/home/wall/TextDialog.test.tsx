import { WALL_REASON_MAX, WallCommentInput, WallReasonInput } from '@atrium/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../api/HttpError';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { TextDialog } from './TextDialog';

function show(props: { onSubmit?: (text: string) => Promise<unknown>; initial?: string; reason?: boolean }) {
  const onSubmit = vi.fn(props.onSubmit ?? (async () => undefined));
  const onClose = vi.fn();
  renderWithProviders(
    <TextDialog
      title="Report this post"
      label="Why?"
      initial={props.initial}
      rule={props.reason ? WallReasonInput.shape.reason : WallCommentInput.shape.text}
      field={props.reason ? 'reason' : undefined}
      max={WALL_REASON_MAX}
      submitLabel="Report"
      onSubmit={onSubmit}
      onClose={onClose}
    />,
  );
  return { onSubmit, onClose, dialog: screen.getByRole('dialog', { name: 'Report this post' }) };
}

describe('a wall text dialog', () => {
  it('checks the text by the contract’s rule: blank is refused under the field, the rest is sent trimmed', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit, onClose, dialog } = show({ reason: true });
    const field = within(dialog).getByRole('textbox', { name: 'Why?' });

    await user.type(field, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(dialog).findByText('Please say why')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(field, 'Off topic ');
    await waitFor(() => expect(within(dialog).queryByText('Please say why')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith('Off topic');
  });

  it('asks before Esc loses what was typed, and keeps it when the person goes on', async () => {
    const user = userEvent.setup({ delay: null });
    const { onClose, dialog } = show({ initial: 'First words' });
    const field = within(dialog).getByRole('textbox', { name: 'Why?' });

    // Nothing changed yet: Esc closes at once.
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.type(field, ', then more');
    await user.keyboard('{Escape}');
    const asking = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(asking).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument(),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(field).toHaveValue('First words, then more');

    await user.keyboard('{Escape}');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows the server’s word on the text under the field and stays open', async () => {
    const user = userEvent.setup({ delay: null });
    const said = 'Please write something';
    const refusal = new HttpError(400, { msg: said, errors: { reason: said } }, { msg: said });
    const { onClose, dialog } = show({ reason: true, onSubmit: () => Promise.reject(refusal) });

    await user.type(within(dialog).getByRole('textbox', { name: 'Why?' }), 'Because');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(dialog).findByText(said)).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });
});
