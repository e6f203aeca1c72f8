import { DEMO, expect, signIn, test } from './support';

test('an administrator reads what changed on a credential in its History, then finds it in the audit log', async ({
  page,
}) => {
  const stamp = Date.now();
  await signIn(page, DEMO.admin);
  // The writes go through the API as the signed-in administrator: what is under test is the reading.
  const created = await page.request.post('/api/c13s/v2/cv_library/projects', {
    data: { name: `Audit trail ${stamp}`, client: 'Audit client' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const renamed = await page.request.patch(`/api/c13s/v2/cv_library/projects/${id}`, {
    data: { name: `Audit trail renamed ${stamp}` },
  });
  expect(renamed.ok()).toBe(true);

  await page.goto(`/credentials/${id}`);
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.getByText(`Audit trail ${stamp} → Audit trail renamed ${stamp}`)).toBeVisible();

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Record id' }).fill(id);
  await expect(page).toHaveURL(new RegExp(`record_id=${id}`));
  const results = page.getByRole('region', { name: 'Changes recorded' });
  await expect(results.getByText('2 changes')).toBeVisible();
  await expect(results.getByText(`Audit trail renamed ${stamp}`, { exact: false }).first()).toBeVisible();
});
