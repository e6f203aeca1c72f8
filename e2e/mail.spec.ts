import { DEMO, expect, mailTo, signIn, test } from './support';

test('an administrator sees what the outbox delivered and that nothing failed', async ({ page }) => {
  // Someone asks a reset link: a mail goes through the outbox and the queue to the SMTP server.
  const forgot = await page.request.post('/api/a12n/password/forgot', { data: { email: DEMO.employee } });
  expect(forgot.ok()).toBe(true);
  await mailTo(DEMO.employee, 'Reset your Atrium password');

  await signIn(page, DEMO.admin);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Mail delivery' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mail delivery' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Failed' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No mail in this state.')).toBeVisible();

  await page.getByRole('tab', { name: 'Sent' }).click();
  await page.getByRole('searchbox', { name: 'Search by recipient or subject' }).fill(DEMO.employee);
  await expect(page.getByRole('row', { name: /Reset your Atrium password/ }).first()).toBeVisible();
});
