import type { Browser, Page } from '@playwright/test';
import { DEMO, expect, mailTo, openAccountMenu, signIn, test } from './support';

/** A person of the demo firm signed in in a browser of their own. */
async function personOf(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

/** A `datetime-local` value `seconds` from now, in the browser's own time zone. */
const localTimeIn = (page: Page, seconds: number) =>
  page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
  }, seconds);

test('HR schedules a news item, which appears on an employee’s home page at its time', async ({
  page,
  browser,
}) => {
  test.slow();
  const title = `Canteen reopens ${Date.now().toString(36)}`;

  await signIn(page, 'hr@atrium.demo');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'News' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await page.getByRole('button', { name: 'Write a news item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write a news item' });
  const english = dialog.getByRole('group', { name: 'In English' });
  await english.getByRole('textbox', { name: 'Title' }).fill(title);
  await english
    .getByRole('textbox', { name: 'Text (Markdown)' })
    .fill('The canteen is **open again**.\n\n<script>window.hacked = true</script>');
  await dialog.getByLabel('Publish at').fill(await localTimeIn(page, 12));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('Scheduled')).toBeVisible();

  // The employee does not see it before its time, then does, once it is out.
  const employee = await personOf(browser, DEMO.employee);
  const news = employee.getByRole('region', { name: 'News' });
  await expect(news.getByRole('link', { name: 'Welcome to Atrium, our new intranet' })).toBeVisible();
  await expect(news.getByText(title)).toHaveCount(0);
  await expect(async () => {
    await employee.reload();
    await expect(news.getByText(title)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });

  // Its page shows the Markdown, the script only as the text it is.
  await news.getByRole('link', { name: new RegExp(title) }).click();
  await expect(employee.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(employee.getByText('open again')).toHaveJSProperty('tagName', 'STRONG');
  await expect(employee.getByText('<script>window.hacked = true</script>')).toBeVisible();
  expect(await employee.evaluate(() => (globalThis as { hacked?: boolean }).hacked)).toBeUndefined();

  // HR archives it: it leaves the employee's home.
  await row.getByRole('button', { name: 'Archive' }).click();
  await page
    .getByRole('dialog', { name: `Archive “${title}”?` })
    .getByRole('button', { name: 'Archive' })
    .click();
  await expect(row.getByText('Archived')).toBeVisible();
  await employee.goto('/home');
  await expect(news.getByRole('link', { name: 'Welcome to Atrium, our new intranet' })).toBeVisible();
  await expect(news.getByText(title)).toHaveCount(0);
});

test('a report goes to the feedback inbox, the administrator replies, the author reads the reply', async ({
  page,
  browser,
}) => {
  const description = `The export could keep my column order ${Date.now().toString(36)}`;
  const reply = 'Good idea: it will, from the next release.';

  await signIn(page, DEMO.employee);
  await page.goto('/who-s-who');
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Report an issue' }).click();
  const sending = page.getByRole('dialog', { name: 'Report an issue' });
  await sending.getByRole('radio', { name: 'Improvement' }).check();
  await sending.getByLabel('Description').fill(description);
  await sending.getByRole('button', { name: 'Send' }).click();
  await expect(sending).toHaveCount(0);

  const admin = await personOf(browser, DEMO.admin);
  await admin
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Feedback inbox' })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Feedback inbox' })).toBeVisible();
  await admin.getByRole('button', { name: new RegExp(`Open: ${description}`) }).click();
  const handling = admin.getByRole('dialog', { name: 'Handle the report' });
  await expect(handling.getByText('From /who-s-who')).toBeVisible();
  await handling.getByRole('combobox', { name: 'Status' }).click();
  await admin.getByRole('option', { name: 'Done' }).click();
  await handling.getByRole('textbox', { name: 'Reply' }).fill(reply);
  await handling.getByRole('button', { name: 'Save' }).click();
  await expect(handling).toBeHidden();
  const row = admin.getByRole('row', { name: new RegExp(description) });
  await expect(row.getByText('Done')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My reports' }).click();
  const mine = page.getByRole('article').filter({ hasText: description });
  await expect(mine.getByText(reply)).toBeVisible();
  await expect(mine.getByText('Done')).toBeVisible();
  const mail = await mailTo(DEMO.employee, 'Your report has a reply');
  expect(mail.text).toContain(reply);
});
