import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO, expect, openAccountMenu, ownFirstName, ownLastName, signIn, test, TINY_PNG } from './support';

const USERS_API = '/api/c13s/v2/cv_library/users';

/** A 1×1 PNG, small enough to write inline; the server re-encodes it as JPEG. */
async function openMyProfile(page: Page): Promise<void> {
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
}

async function ownId(page: Page): Promise<string> {
  const response = await page.request.get(`${USERS_API}/self`);
  return ((await response.json()) as { id: string }).id;
}

test("an employee finds a colleague by skill on Who's who and opens the profile in two clicks", async ({
  page,
}) => {
  await signIn(page, DEMO.employee);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: "Who's who search" })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: "Who's who" })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search by name, skill or job title' }).fill('Databricks');
  await expect(page).toHaveURL(/\/who-s-who\?q=Databricks$/);
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByText(/\d+ people found/)).toBeVisible();
  await results.getByRole('link', { name: /Karim Benali/ }).click();

  await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Karim Benali' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Skills' }).getByText('Databricks', { exact: true }),
  ).toBeVisible();
  // A colleague's profile offers no edit controls.
  await expect(page.getByRole('button', { name: /Edit/ })).toHaveCount(0);
});

test('the header search lands on Who’s who, and a facet narrows the results in the address', async ({
  page,
}) => {
  await signIn(page, DEMO.employee);
  await page.getByRole('searchbox', { name: 'Search people' }).fill('Databricks');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/who-s-who\?q=Databricks$/);
  await expect(page.getByRole('searchbox', { name: 'Search by name, skill or job title' })).toHaveValue(
    'Databricks',
  );

  await page.getByRole('checkbox', { name: /^Lyon \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/who-s-who\?q=Databricks&hub=Lyon$/);
  await expect(
    page.getByRole('region', { name: 'Results' }).getByRole('link', { name: /Karim Benali/ }),
  ).toBeVisible();
});

test('an employee changes their own job title', async ({ page }) => {
  await signIn(page, DEMO.employee);
  await openMyProfile(page);
  const before = ((await (await page.request.get(`${USERS_API}/self`)).json()) as { job_title: string })
    .job_title;

  await page.getByRole('button', { name: 'Edit my profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit my profile' });
  await dialog.getByRole('textbox', { name: 'Job title' }).fill('Full-stack Developer');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Updated successfully')).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Job and organisation' }).getByText('Full-stack Developer'),
  ).toBeVisible();

  // Put it back for the other specs.
  const restored = await page.request.patch(`${USERS_API}/${await ownId(page)}`, {
    data: { job_title: before },
  });
  expect(restored.ok()).toBe(true);
});

test('an employee uploads a profile photo, sees it, then deletes it after confirming', async ({ page }) => {
  const file = path.join(tmpdir(), `atrium-photo-${process.pid}-${Date.now()}.png`);
  await writeFile(file, TINY_PNG);
  try {
    await signIn(page, DEMO.employee);
    await openMyProfile(page);
    const name = `${await ownFirstName(page)} ${await ownLastName(page)}`;

    await page.getByRole('button', { name: 'My profile photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'My profile photo' });
    await dialog.getByTestId('picture-input').setInputFiles(file);
    await expect(dialog.getByRole('img', { name: 'Preview of the new photo' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save the photo' }).click();
    await expect(page.getByText('Your picture has been saved')).toBeVisible();
    await expect(dialog).toBeHidden();

    const picture = page.getByRole('main').getByRole('img', { name }).first();
    await expect(picture).toHaveAttribute('src', /\/picture/);
    await expect
      .poll(() =>
        picture.evaluate((element) => {
          // The page's image element: loaded, and not an empty placeholder.
          const image = element as unknown as { complete: boolean; naturalWidth: number };
          return image.complete && image.naturalWidth > 0;
        }),
      )
      .toBe(true);
    await expect(page.getByText('Profile 100% complete')).toBeVisible();

    await page.getByRole('button', { name: 'My profile photo' }).click();
    await dialog.getByRole('button', { name: 'Delete the photo' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the profile photo?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The picture has been deleted')).toBeVisible();
    await expect(page.getByRole('main').locator('img[src*="/picture"]')).toHaveCount(0);
  } finally {
    await rm(file, { force: true });
  }
});

test('an employee downloads their resume as Word, then bundles it from the CV library', async ({ page }) => {
  await signIn(page, DEMO.employee);
  const first = await ownFirstName(page);
  const last = await ownLastName(page);
  await openMyProfile(page);
  await page.getByRole('link', { name: 'My resumes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My resumes' })).toBeVisible();

  const base = page.getByRole('article', { name: 'Base resume' });
  const [word] = await Promise.all([
    page.waitForEvent('download'),
    base.getByRole('button', { name: 'Download Word' }).click(),
  ]);
  expect(word.suggestedFilename()).toBe(`${first}-${last}-CV-en.docx`);
  const bytes = await readFile(await word.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'CV library and resumes' })
    .click();
  await page.getByRole('searchbox', { name: 'Search by name, skill or job title' }).fill(`${first} ${last}`);
  await page.getByRole('checkbox', { name: `Select “Base resume” of ${first} ${last}` }).check();
  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download as a zip' }).click(),
  ]);
  expect(zip.suggestedFilename()).toMatch(/^CV-library-\d{4}-\d{2}-\d{2}\.zip$/);
});
