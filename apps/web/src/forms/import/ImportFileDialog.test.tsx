import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportLine, ImportReport } from '@atrium/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUploadTransport } from '../../api/upload';
import { xhrTransport } from '../../api/xhrTransport';
import { writeLanguageCookie } from '../../i18n/languageCookie';
import { fetchUploadTransport } from '../../test/fetchUploadTransport';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { ImportFileDialog } from './ImportFileDialog';
import { importMessages } from './importMessages';

const PATH = '/api/c13s/v2/cv_library/users/import';

/** A dry run of 250 refused rows and 300 new people, of which the answer lists 200 of each. */
const capped: ImportReport = {
  applied: false,
  counts: { create: 300, update: 0, unchanged: 0, refused: 250 },
  truncated: true,
  lines: [
    ...Array.from({ length: 200 }, (_, n): ImportLine => ({
      row: n + 2,
      email: `${'z'.repeat(80)}…`,
      action: 'refused',
      errors: { email: 'Not a valid email address' },
      error_codes: { email: { code: 'import.badEmail' } },
      values: { email: `${'z'.repeat(80)}…` },
    })),
    ...Array.from({ length: 200 }, (_, n): ImportLine => ({
      row: n + 252,
      email: `new.${n}@firm.test`,
      action: 'create',
    })),
  ],
};

// Issue 45: the dialog shows the capped report and offers the full one as a file.
describe('ImportFileDialog with a report capped at 200 lines of each kind', () => {
  const saved = vi.fn();

  beforeEach(() => {
    setUploadTransport(fetchUploadTransport);
    Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved(this.download);
    });
  });

  afterEach(() => {
    setUploadTransport(xhrTransport);
    writeLanguageCookie('en');
    vi.restoreAllMocks();
    saved.mockReset();
  });

  async function checkFile() {
    const calls = mockApi(({ url }) => {
      if (url.pathname === PATH) return jsonResponse(200, capped);
      if (url.pathname === `${PATH}/report`)
        return new Response('\uFEFFRow,Email,What happens,Details\r\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="people-import-report.csv"',
          },
        });
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(
      <ImportFileDialog
        path={PATH}
        words={{
          title: importMessages.title,
          help: importMessages.help,
          apply: importMessages.apply,
          createRow: importMessages.createRow,
        }}
        onApplied={async () => {}}
        onClose={() => {}}
      />,
    );
    await user.upload(
      screen.getByTestId('import-file'),
      new File(['email\n'], 'people.csv', { type: 'text/csv' }),
    );
    return { calls, user };
  }

  it('says the totals, that only 200 lines of each kind are shown, and downloads the full report', async () => {
    const { calls, user } = await checkFile();
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('250 refused')).toBeVisible();
    expect(screen.getByText('300 new')).toBeVisible();
    expect(
      screen.getByText(
        'Only the first 200 lines of each kind are shown here: the full report has every line.',
      ),
    ).toBeVisible();
    expect(screen.getByText('1–10 of 400')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Download the full report' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith('people-import-report.csv'));
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: `${PATH}/report?format=csv&lang=en` });
  });

  it('does so in French, asking for the report in French', async () => {
    writeLanguageCookie('fr');
    const { calls, user } = await checkFile();
    await user.click(await screen.findByRole('button', { name: 'Vérifier le fichier' }));
    expect(
      await screen.findByText(
        'Seules les 200 premières lignes de chaque sorte sont affichées ici : le rapport complet les a toutes.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Télécharger le rapport complet' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith('people-import-report.csv'));
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: `${PATH}/report?format=csv&lang=fr` });
  });
});
