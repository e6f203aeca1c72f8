import type { Page } from '@playwright/test';
import { checkAccessibility } from './accessibility';
import { expect, mailTo, signIn, test, TINY_PNG } from './support';

const HR = 'hr@atrium.demo';

/** Who's who's answer to a name. */
async function searchWhosWho(page: Page, name: string) {
  await page.goto(`/who-s-who?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { level: 1, name: "Who's who" })).toBeVisible();
  return page.getByRole('region', { name: 'Results' });
}

test('HR adds a newcomer, who fills their profile from the mailed link; HR marks them arrived, then left', async ({
  page,
  browser,
  checkedPages,
}) => {
  // Two people, two browsers, the whole life of an account: longer than one screen's journey.
  test.setTimeout(120_000);
  await signIn(page, HR);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Newcomers management' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Newcomers management' })).toBeVisible();

  const last = `Zephyrin${Date.now().toString(36)}`;
  const name = `Élodie ${last}`;
  const personal = `elodie.${last.toLowerCase()}@example.org`;
  await page.getByRole('button', { name: 'Add a newcomer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a newcomer' });
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Élodie');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(last);
  // The firm address is made from the name, accents folded.
  await expect(dialog.getByRole('textbox', { name: 'Firm email' })).toHaveValue(
    `elodie.${last.toLowerCase()}@atrium.demo`,
  );
  await dialog.getByRole('textbox', { name: 'Personal email' }).fill(personal);
  await dialog.getByLabel('Arrival date').fill('2027-01-04');
  // Chosen from the firm's lists, as HR types.
  await dialog.getByRole('combobox', { name: 'Business line', exact: true }).fill('Data & AI');
  await page
    .getByRole('option', { name: /Data & AI/ })
    .first()
    .click();
  await dialog.getByRole('combobox', { name: 'Hub', exact: true }).fill('Lyon');
  await page.getByRole('option', { name: /Lyon/ }).first().click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The Newcomer has been successfully added!')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Shown where they now are: their link went, so under 'Link sent', which counts them.
  await expect(page.getByRole('tab', { name: /^Link sent \(\d+\)$/, selected: true })).toBeVisible();
  const added = page.getByRole('row', { name: new RegExp(last) });
  await expect(added).toBeVisible();
  // On a 1366 px screen the row reads whole: each action's words, each date on one line.
  await page.setViewportSize({ width: 1366, height: 768 });
  const cut = await added.evaluate((row) => {
    const buttons = [...row.querySelectorAll('button')].filter((b) => b.scrollWidth > b.clientWidth);
    const cells = [...row.querySelectorAll('td')];
    const container = row.closest('.MuiTableContainer-root')!;
    return {
      buttons: buttons.map((b) => b.textContent),
      // Beyond the table's visible edge, scrolled out of sight.
      outside: [...row.querySelectorAll('button')]
        .filter((b) => b.getBoundingClientRect().right > container.getBoundingClientRect().right + 1)
        .map((b) => b.textContent),
      // The line boxes of the arrival date's text (the cell itself is as tall as the row).
      dateLines: (() => {
        const range = row.ownerDocument.createRange();
        range.selectNodeContents(cells[2]!);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      })(),
    };
  });
  expect(cut.buttons).toEqual([]);
  expect(cut.outside).toEqual([]);
  expect(cut.dateLines).toBe(1);

  // The welcome mail reached their personal address, with the link.
  const mail = await mailTo(personal);
  expect(mail.subject).toBe('Welcome! Prepare your arrival on Atrium');
  const link = /https?:\/\/\S+\/\?token=[\w-]+/.exec(mail.text)![0];

  // A fresh browser opens it: the token is checked, leaves the address, and the profile opens.
  const newcomerContext = await browser.newContext();
  const newcomer = await newcomerContext.newPage();
  await newcomer.goto(link);
  await expect(newcomer).toHaveURL(/\/restricted\/profile$/);
  await expect(newcomer.getByText(/Welcome, Élodie!/)).toBeVisible();
  await expect(newcomer.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await newcomer.getByRole('button', { name: 'My profile photo' }).click();
  const photo = newcomer.getByRole('dialog', { name: 'My profile photo' });
  await photo
    .getByTestId('picture-input')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await photo.getByRole('button', { name: 'Save the photo' }).click();
  await expect(newcomer.getByText('Your picture has been saved')).toBeVisible();
  await newcomer.getByRole('button', { name: 'Edit my profile' }).click();
  const profile = newcomer.getByRole('dialog', { name: 'Edit my profile' });
  await profile.getByRole('textbox', { name: 'Job title' }).fill('Data engineer');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile).toBeHidden();
  await expect(newcomer.getByText('Data engineer').first()).toBeVisible();
  // They choose the password they will sign in with once they have arrived.
  await newcomer.getByRole('button', { name: /Account menu/ }).click();
  await newcomer.getByRole('menuitem', { name: 'Choose my password' }).click();
  const password = newcomer.getByRole('dialog', { name: 'Choose my password' });
  await password.getByLabel(/^New password\s*\*?$/).fill('lantern-orchard-1987');
  await password.getByLabel(/^New password, again/).fill('lantern-orchard-1987');
  await password.getByRole('button', { name: 'Save' }).click();
  await expect(password).toBeHidden();
  // Anywhere else leads back to their profile: nothing of the firm is theirs yet.
  await newcomer.goto('/who-s-who');
  await expect(newcomer).toHaveURL(/\/restricted\/profile$/);
  await checkAccessibility(newcomer, [newcomer.url()], checkedPages);

  // Not a colleague yet: Who's who does not know them.
  let results = await searchWhosWho(page, last);
  await expect(results.getByText(name)).toHaveCount(0);

  await page.goto(`/newcomers?status=link_sent&q=${last}`);
  const row = page.getByRole('row', { name: new RegExp(last) });
  await row.getByRole('button', { name: 'Mark arrived' }).click();
  await page
    .getByRole('dialog', { name: `Mark ${name} as arrived?` })
    .getByRole('button', { name: 'Mark arrived' })
    .click();
  await expect(row).toBeHidden();

  results = await searchWhosWho(page, last);
  await expect(results.getByText(name)).toBeVisible();

  // Arrived, they sign in with their firm address and the whole app is theirs.
  await newcomerContext.clearCookies();
  await signIn(newcomer, `elodie.${last.toLowerCase()}@atrium.demo`, 'lantern-orchard-1987');
  await expect(newcomer.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  await page.goto(`/newcomers?status=arrived&q=${last}`);
  const arrived = page.getByRole('row', { name: new RegExp(last) });
  await arrived.getByRole('button', { name: 'Mark left' }).click();
  const confirm = page.getByRole('dialog', { name: `Mark ${name} as left?` });
  await expect(confirm.getByText(/every session ends at once/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Mark left' }).click();
  await expect(arrived).toBeHidden();
  await page.getByRole('tab', { name: 'Left' }).click();
  await expect(page.getByRole('row', { name: new RegExp(last) })).toBeVisible();

  // Their session ended at once: their next page asks them to sign in.
  await newcomer.reload();
  await expect(newcomer).toHaveURL(/\/login/);
  await newcomerContext.close();

  results = await searchWhosWho(page, last);
  await expect(results.getByText(name)).toHaveCount(0);
});
