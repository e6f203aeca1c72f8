import { DEMO, expect, signIn, test } from './support';

const PEOPLE_API = '/api/c13s/v2/cv_library/users';

test('HR imports a small people file, adds a newcomer who is shown where their welcome link put them, and finds a deactivated person in the profiles tool', async ({
  page,
}) => {
  await signIn(page, DEMO.hr);
  const stamp = Date.now().toString(36);

  // The HR system's file: one new colleague, matched by email.
  await page.goto('/who-s-who');
  await page.getByRole('button', { name: 'Import people' }).click();
  const importing = page.getByRole('dialog', { name: 'Import people from the HR system' });
  const imported = `Importe${stamp}`;
  const file = `email,first_name,last_name,job_title\niris.${stamp}@atrium.demo,Iris,${imported},Analyst\n`;
  await importing
    .getByTestId('import-file')
    .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await importing.getByRole('button', { name: 'Check the file' }).click();
  await expect(importing.getByText('1 new')).toBeVisible();
  await importing.getByRole('button', { name: 'Import 1 person' }).click();
  await expect(importing).toBeHidden();
  await page.goto(`/who-s-who?q=${imported}`);
  await expect(page.getByRole('region', { name: 'Results' }).getByText(`Iris ${imported}`)).toBeVisible();

  // A newcomer joins next month: HR adds them and finds them where they now are.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Newcomers management' })
    .click();
  await page.getByRole('button', { name: 'Add a newcomer' }).click();
  const adding = page.getByRole('dialog', { name: 'Add a newcomer' });
  const newcomer = `Nouvel${stamp}`;
  await adding.getByRole('textbox', { name: 'First name' }).fill('Noé');
  await adding.getByRole('textbox', { name: 'Last name' }).fill(newcomer);
  await adding.getByRole('textbox', { name: 'Personal email' }).fill(`noe.${stamp}@example.org`);
  await adding.getByLabel('Arrival date').fill('2027-01-04');
  // Business line and hub come from the firm's lists.
  await adding.getByRole('combobox', { name: 'Business line', exact: true }).fill('Data & AI');
  await page
    .getByRole('option', { name: /Data & AI/ })
    .first()
    .click();
  await adding.getByRole('combobox', { name: 'Hub', exact: true }).fill('Lyon');
  await page.getByRole('option', { name: /Lyon/ }).first().click();
  await adding.getByRole('button', { name: 'Save' }).click();
  await expect(adding).toBeHidden();
  // The welcome link went at once: the page shows the tab they are in, with its count.
  await expect(page.getByRole('tab', { name: /^Link sent \(\d+\)$/, selected: true })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(newcomer) })).toBeVisible();

  // The profiles tool lists every profile by status, deactivated ones included.
  const gone = await page.request
    .get(`${PEOPLE_API}/search?status=left&size=1`)
    .then(async (response) => ((await response.json()) as { data: { last_name: string }[] }).data[0]!);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Profiles managing tool' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profiles managing tool' })).toBeVisible();
  await page.getByRole('tab', { name: 'Deactivated' }).click();
  await expect(page.getByRole('row', { name: new RegExp(gone.last_name) }).first()).toBeVisible();
});
