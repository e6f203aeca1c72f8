import { DEMO, expect, signIn, test } from './support';

const API = '/api/c13s/v2';

test('the CSO finds Banking among the markets with its uses, renames a client, and the credentials’ client facet says the new name', async ({
  page,
}) => {
  const stamp = Date.now();
  const client = `Horizon ${stamp}`;
  const renamed = `Horizon Assurances ${stamp}`;
  await signIn(page, DEMO.cso);
  // A client the CSO adds to the list by recording a credential for it (the CSO may add clients).
  const credential = await page.request.post(`${API}/cv_library/projects`, {
    data: { name: `Claims audit ${stamp}`, client },
  });
  expect(credential.status(), await credential.text()).toBe(201);

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Tags management' })
    .click();
  await page.getByRole('tab', { name: /^Markets \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/type=market/);
  // Banking with its uses: the people, solutions and groups in that market.
  const banking = page.getByRole('row', { name: /^Banking\b/ });
  const market = await page.request.get(`${API}/cv_library/tags/search?type=market&q=Banking`);
  const bankingId = ((await market.json()) as { data: { id: string; name: string }[] }).data.find(
    (tag) => tag.name === 'Banking',
  )!.id;
  const usage = await page.request.get(`${API}/cv_library/tags/usage?id=${bankingId}`);
  const [{ total }] = ((await usage.json()) as { data: { total: number }[] }).data as [{ total: number }];
  expect(total).toBeGreaterThan(0);
  // The uses, with where they are on hover ('People 65 · Solutions 11 · Groups 1').
  await expect(banking.getByRole('cell', { name: /^People \d+/ })).toHaveText(String(total));

  await page.getByRole('tab', { name: /^Clients \(\d+\)$/ }).click();
  // By the stamp, a word of both the name and the new one.
  await page.getByRole('searchbox', { name: 'Search tags' }).fill(String(stamp));
  await page
    .getByRole('row', { name: new RegExp(client) })
    .getByRole('button', { name: 'Rename' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(renamed);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(renamed) })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Credentials' })
    .click();
  // The client facet of the credential's search counts it under the new name only.
  await page
    .getByRole('searchbox', { name: 'Search by name, client, code or description' })
    .fill(String(stamp));
  await expect(page.getByText('1 credential', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `${renamed} (1)`, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `${client} (1)`, exact: true })).toHaveCount(0);

  // The same list in French: the tab says the type in the reader's language.
  await page.locator('button[lang="fr"]').click();
  await page.goto('/tags-management?type=market');
  await expect(page.getByRole('tab', { name: /^Marchés \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  await page.locator('button[lang="en"]').click();
  await expect(page.getByRole('tab', { name: /^Markets \(\d+\)$/ })).toBeVisible();
});
