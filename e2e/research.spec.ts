import { DEMO, expect, signIn, test } from './support';

test('an employee builds criteria, reads the counts per tab, saves the search and a colleague opens it from its link', async ({
  page,
  browser,
}) => {
  test.slow();
  const name = `Cloud people ${Date.now().toString(36)}`;
  await signIn(page, DEMO.employee);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Advanced research' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Advanced research' })).toBeVisible();

  // k8s is an alias of Kubernetes in the demo's tags; a group of two sectors, either will do.
  await page.getByRole('button', { name: 'Add a criterion' }).click();
  await page.getByRole('textbox', { name: 'Skill 1' }).fill('k8s');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // The counts come with the first page of people.
  await expect(page.getByRole('list', { name: 'People' }).getByRole('link').first()).toBeVisible();
  const peopleTab = page.getByRole('tab', { name: /^People \(\d+\)$/ });
  await expect(peopleTab).toHaveAttribute('aria-selected', 'true');
  const people = Number((await peopleTab.textContent())!.match(/\((\d+)\)/)![1]);
  expect(people).toBeGreaterThan(0);

  // Where they worked: the credentials tab lists as many as its count says, a page at most.
  const credentialsTab = page.getByRole('tab', { name: /^Credentials \(\d+\)$/ });
  await credentialsTab.click();
  await expect(
    page.getByRole('list', { name: 'Credentials' }).or(page.getByText('Nothing matches')),
  ).toBeVisible();
  const credentials = Number((await credentialsTab.textContent())!.match(/\((\d+)\)/)![1]);
  if (credentials > 0)
    await expect(page.getByRole('list', { name: 'Credentials' }).getByRole('link')).toHaveCount(
      Math.min(credentials, 20),
    );
  else await expect(page.getByText('Nothing matches')).toBeVisible();

  // Saved with a link: the address now opens it.
  await page.getByRole('button', { name: 'Save the search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save the search' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Who may open it' }).click();
  await page.getByRole('option', { name: 'Anyone signed in who has the link' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\?saved=/);
  await expect(page.getByRole('region', { name: 'My saved searches' }).getByText(name)).toBeVisible();
  const link = page.url();

  // A colleague opens the link: the same criteria, the same count of people.
  const colleague = await (await browser.newContext()).newPage();
  await signIn(colleague, 'hr@atrium.demo');
  await colleague.goto(link);
  await expect(colleague.getByRole('textbox', { name: 'Skill 1' })).toHaveValue('k8s');
  await expect(colleague.getByRole('tab', { name: `People (${people})` })).toBeVisible();
});
