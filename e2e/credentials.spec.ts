import { writeFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { DEMO, expect, signIn, test } from './support';

const TOO_MANY = 'A credential holds at most 3 solutions';

/** The smallest file a PDF reader (and the server's check of the bytes) takes for a PDF. */
function tinyPdf(): string {
  // The test's own output folder, which Playwright empties.
  const file = test.info().outputPath('deck.pdf');
  writeFileSync(
    file,
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
  );
  return file;
}

/** Types into a picker of the dialog and takes the option offered (by its whole name). */
async function pick(field: Locator, typed: string, option: string): Promise<void> {
  await field.fill(typed);
  await field.page().getByRole('option', { name: option, exact: true }).click();
}

test('an employee records a credential with two solutions and its deck, finds it by name and on a contributor’s profile; a fourth solution is refused', async ({
  page,
}) => {
  const stamp = Date.now();
  const name = `Claims platform rebuild ${stamp}`;
  // Clients are the firm's list: an employee chooses one.
  const client = 'Mutuelle des Alpes';

  await signIn(page, DEMO.employee);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Credentials' })
    .click();
  await expect(page).toHaveURL(/\/credentials$/);
  await page.getByRole('button', { name: 'New credential' }).click();

  const dialog = page.getByRole('dialog', { name: 'New credential' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await pick(dialog.getByRole('combobox', { name: 'Client' }), 'Mutuelle', client);
  // Dated, so it comes first among the contributor's credentials (latest first).
  await dialog.getByLabel('Start date').fill('2026-02-01');
  const solutions = dialog.getByRole('combobox', { name: 'Solutions (up to 3)' });
  await pick(solutions, 'Cloud migration', 'Cloud migration factory');
  await pick(solutions, 'Data platform', 'Data platform');
  await dialog.getByRole('button', { name: 'Add a contributor' }).click();
  await pick(dialog.getByRole('combobox', { name: 'Contributors' }), 'Benali', 'Karim Benali');
  await dialog.getByRole('textbox', { name: 'Contribution' }).fill('Led the claims data migration');
  await dialog.getByLabel(/^Deck/).setInputFiles(tinyPdf());
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  // The credential and its deck are recorded by one call, confirmed by one message.
  await expect(page.getByText('Credential created with its file')).toBeVisible();

  // Found by its name on the list.
  await page.getByRole('searchbox', { name: 'Search by name, client, code or description' }).fill(name);
  await expect(page.getByText('1 credential', { exact: true })).toBeVisible();
  await page.getByRole('heading', { name }).click();
  await expect(page).toHaveURL(/\/credentials\/[0-9a-f-]{36}$/);
  const credentialUrl = page.url();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(client)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cloud migration factory' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Data platform' })).toBeVisible();
  await expect(page.getByText('deck.pdf')).toBeVisible();
  await expect(page.getByText('Led the claims data migration')).toBeVisible();

  // On the contributor's profile.
  await page.getByRole('link', { name: 'Karim Benali' }).click();
  await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
  const onProfile = page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
  await expect(onProfile).toContainText(client);
  await expect(onProfile).toContainText('Led the claims data migration');

  // A third solution is taken, a fourth refused with the rule.
  await page.goBack();
  await page.getByRole('button', { name: 'Edit credential' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit credential' });
  const held = edit.getByRole('combobox', { name: 'Solutions (up to 3)' });
  await pick(held, 'Generative AI', 'Generative AI studio');
  await expect(edit.getByText(TOO_MANY)).toBeHidden();
  await pick(held, 'Zero trust', 'Zero trust security');
  await expect(edit.getByText(TOO_MANY)).toBeVisible();
  await expect(edit.getByRole('button', { name: 'Zero trust security' })).toHaveCount(0);
  await edit.getByRole('button', { name: 'Cancel' }).click();

  const id = credentialUrl.split('/').pop();
  const stored = await (await page.request.get(`/api/c13s/v2/cv_library/projects/${id}`)).json();
  expect(stored.solutions.map((solution: { name: string }) => solution.name)).toEqual([
    'Cloud migration factory',
    'Data platform',
  ]);
  expect(stored.attachments).toEqual([
    expect.objectContaining({ file_name: 'deck.pdf', media_type: 'application/pdf' }),
  ]);
});
