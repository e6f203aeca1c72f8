import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support';

const HR = 'hr@atrium.demo';

/** Who's who's answer to a name: the people cards it shows. */
async function searchWhosWho(page: Page, name: string) {
  await page.goto(`/who-s-who?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { level: 1, name: "Who's who" })).toBeVisible();
  return page.getByRole('region', { name: /results/i });
}

test('HR adds a newcomer, marks them arrived (Who’s who shows them), then left (gone again)', async ({
  page,
}) => {
  await signIn(page, HR);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Newcomers management' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Newcomers management' })).toBeVisible();

  const last = `Zephyrin${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Add a newcomer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a newcomer' });
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Élodie');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(last);
  // The firm address is made from the name, accents folded.
  await expect(dialog.getByRole('textbox', { name: 'Firm email' })).toHaveValue(
    `elodie.${last.toLowerCase()}@atrium.demo`,
  );
  await dialog.getByRole('textbox', { name: 'Personal email' }).fill('elodie@example.org');
  await dialog.getByLabel('Arrival date').fill('2027-01-04');
  await dialog.getByRole('textbox', { name: 'Business line', exact: true }).fill('Data & AI');
  await dialog.getByRole('textbox', { name: 'Hub', exact: true }).fill('Lyon');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The Newcomer has been successfully added!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(last);
  const row = page.getByRole('row', { name: new RegExp(last) });
  await expect(row).toBeVisible();
  // Not a colleague yet: Who's who does not know them.
  let results = await searchWhosWho(page, last);
  await expect(results.getByText(`Élodie ${last}`)).toHaveCount(0);

  await page.goto(`/newcomers?q=${last}`);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Mark arrived' }).click();
  await page
    .getByRole('dialog', { name: `Mark Élodie ${last} as arrived?` })
    .getByRole('button', { name: 'Mark arrived' })
    .click();
  await expect(row).toBeHidden();

  results = await searchWhosWho(page, last);
  await expect(results.getByText(`Élodie ${last}`)).toBeVisible();

  await page.goto(`/newcomers?status=arrived&q=${last}`);
  const arrived = page.getByRole('row', { name: new RegExp(last) });
  await arrived.getByRole('button', { name: 'Mark left' }).click();
  const confirm = page.getByRole('dialog', { name: `Mark Élodie ${last} as left?` });
  await expect(confirm.getByText(/every session ends at once/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Mark left' }).click();
  await expect(arrived).toBeHidden();
  await page.getByRole('tab', { name: 'Left' }).click();
  await expect(page.getByRole('row', { name: new RegExp(last) })).toBeVisible();

  results = await searchWhosWho(page, last);
  await expect(results.getByText(`Élodie ${last}`)).toHaveCount(0);
});
