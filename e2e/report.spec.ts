import { DEMO, expect, openAccountMenu, signIn, test } from './support';

test('reports an issue and sees the answer', async ({ page }) => {
  await signIn(page, DEMO.employee);
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Report an issue' }).click();

  const dialog = page.getByRole('dialog', { name: 'Report an issue' });
  await expect(dialog.getByLabel('Page')).toHaveValue('/home');
  await dialog.getByRole('radio', { name: 'Improvement' }).check();
  const description = 'The search box could remember my last query.';
  await dialog.getByLabel('Description').fill(description);
  await expect(dialog.getByText(`${description.length} / 3,000 characters`)).toBeVisible();

  const sent = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/api/c13s/v2/report/report'),
  );
  await dialog.getByRole('button', { name: 'Send' }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  const { msg } = (await response.json()) as { msg: string };
  await expect(page.getByText(msg)).toBeVisible();
  await expect(dialog).toHaveCount(0);
});
