import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setUploadTransport } from '../../api/upload';
import { xhrTransport } from '../../api/xhrTransport';
import { installFakeXhr, lastXhr } from '../../test/fakeXhr';
import { fetchUploadTransport } from '../../test/fetchUploadTransport';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { AttachmentsSection } from './AttachmentsSection';
import { aCredential } from './testing/aCredential';

const credential = aCredential({
  attachments: [
    {
      id: 'f0000000-0000-4000-8000-000000000000',
      file_name: 'deck.pdf',
      media_type: 'application/pdf',
      size: 2048,
      created_at: '2026-01-01T00:00:00.000Z',
    },
  ],
});
const fileUrl = `/api/c13s/v2/cv_library/projects/${credential.id}/attachments/${credential.attachments[0]!.id}`;

/** Answers the file's DELETE with `answer` once `release` is called, so the pending state shows. */
function gatedDelete(answer: () => Response) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    if (init?.method !== 'DELETE' || url.pathname !== fileUrl) throw new Error(`unexpected ${url.pathname}`);
    await gate;
    return answer();
  });
  return { calls, release: () => release() };
}

describe('AttachmentsSection', () => {
  it("asks first, shows 'Deleting…' while the file is removed, then 'Deleted'", async () => {
    const server = gatedDelete(() => jsonResponse(200, { msg: 'Deleted successfully' }));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AttachmentsSection credential={credential} editable />);

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this file?' });
    expect(dialog).toHaveTextContent('“deck.pdf” will be removed from the credential.');
    expect(server.calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const deleting = await screen.findByRole('button', { name: 'Deleting…' });
    expect(deleting).toBeDisabled();
    expect(screen.queryByText('Deleted')).not.toBeInTheDocument();

    server.release();
    expect(await screen.findByText('Deleted')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Deleting|Remove/ })).not.toBeInTheDocument();
    expect(screen.getByText('deck.pdf')).toBeVisible();
    expect(server.calls).toEqual([`DELETE ${fileUrl}`]);
  });

  it('keeps the file when the person cancels', async () => {
    const server = gatedDelete(() => jsonResponse(200, { msg: 'Deleted successfully' }));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AttachmentsSection credential={credential} editable />);

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls).toEqual([]);
    expect(screen.getByRole('button', { name: 'Remove' })).toBeEnabled();
  });

  it('keeps the dialog open, and the file, when the server refuses', async () => {
    const server = gatedDelete(() => jsonResponse(403, { msg: 'You are not allowed to do this' }));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AttachmentsSection credential={credential} editable />);

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('button', { name: 'Deleting…' })).toBeDisabled();
    server.release();
    expect(await screen.findByText('You are not allowed to do this')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled());
    expect(screen.getByRole('dialog', { name: 'Remove this file?' })).toBeVisible();
    expect(screen.queryByText('Deleted')).not.toBeInTheDocument();
  });

  it('offers download only to readers who may not edit', () => {
    renderWithProviders(<AttachmentsSection credential={credential} editable={false} />);
    expect(screen.getByRole('button', { name: 'Download' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload a file' })).not.toBeInTheDocument();
  });

  it('shows how far a file went with a Cancel that stops it, and keeps the list as it was', async () => {
    installFakeXhr();
    setUploadTransport(xhrTransport);
    try {
      const calls = mockApi(() => undefined);
      const user = userEvent.setup({ delay: null });
      renderWithProviders(<AttachmentsSection credential={credential} editable />);

      await user.upload(
        screen.getByLabelText('file'),
        new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' }),
      );
      const xhr = lastXhr();
      expect(xhr.url).toBe(`/api/c13s/v2/cv_library/projects/${credential.id}/attachments`);
      act(() => xhr.progress(40, 100));
      const bar = screen.getByRole('progressbar', { name: 'Uploading report.pdf' });
      expect(bar).toHaveAttribute('aria-valuenow', '40');
      expect(screen.getByText('40%')).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Upload a file' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
      expect(xhr.aborted).toBe(true);
      expect(await screen.findByRole('button', { name: 'Upload a file' })).toBeEnabled();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      // Nothing more is asked of the server and nothing is said to have failed.
      expect(calls).toEqual([]);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByText('deck.pdf')).toBeVisible();
    } finally {
      setUploadTransport(fetchUploadTransport);
      vi.unstubAllGlobals();
    }
  });
});
