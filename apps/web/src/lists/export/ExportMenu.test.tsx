import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reportObject, usersObject } from '@atrium/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { ExportMenu } from './ExportMenu';

const encode = (text: string) => new TextEncoder().encode(text);

/** An export the test sends a piece at a time, ended by aborting the request as a browser does. */
function streamedExport() {
  let body!: ReadableStreamDefaultController<Uint8Array>;
  const calls = mockApi(({ url }) => {
    if (!url.pathname.endsWith('/export')) return undefined;
    const stream = new ReadableStream<Uint8Array>({ start: (controller) => void (body = controller) });
    return new Response(stream, {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="users-2026-11-25.csv"`,
        'x-total-count': '3',
      },
    });
  });
  // The mocked fetch knows nothing of the signal: what a real one does is to fail the body's reading.
  const fetchMock = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await fetchMock(input, init);
    init?.signal?.addEventListener('abort', () => body.error(new DOMException('Aborted', 'AbortError')));
    return response;
  });
  return { calls, send: (text: string) => body.enqueue(encode(text)), end: () => body.close() };
}

describe('ExportMenu', () => {
  const saved = vi.fn();

  beforeEach(() => {
    Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved(this.download);
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    saved.mockReset();
  });

  it('shows nothing for a list the contract does not declare exportable', () => {
    renderWithProviders(<ExportMenu object={reportObject} params={{}} />);
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });

  it('exports the whole list with its search, shows the rows as they arrive, then saves the file', async () => {
    const user = userEvent.setup();
    const api = streamedExport();
    renderWithProviders(
      <ExportMenu object={usersObject} params={{ q: 'ana', business_unit: ['Data'], sort: '-last_name' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('menuitem', { name: 'CSV' }));

    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]!.path).toBe(
      '/api/c13s/v2/cv_library/users/export?q=ana&business_unit=Data&sort=-last_name&format=csv&lang=en',
    );
    api.send('\uFEFFLast name,First name\r\nLima,Ana\r\nLopes,');
    expect(await screen.findByText('Exporting… 1 of 3 rows')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    api.send('Ana\r\nLuz,Ana\r\n');
    api.end();
    await waitFor(() => expect(saved).toHaveBeenCalledWith('users-2026-11-25.csv'));
    await waitFor(() => expect(screen.queryByText(/Exporting/)).toBeNull());
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it('stops and saves nothing when cancelled', async () => {
    const user = userEvent.setup();
    const api = streamedExport();
    renderWithProviders(<ExportMenu object={usersObject} params={{}} />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('menuitem', { name: 'Excel' }));
    await waitFor(() => expect(api.calls[0]?.path).toContain('format=xlsx'));
    api.send('PK');
    expect(await screen.findByText(/Exporting… .* received/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled());
    expect(saved).not.toHaveBeenCalled();
  });
});
