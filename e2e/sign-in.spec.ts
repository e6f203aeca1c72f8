import { DEMO, expect, openAccountMenu, ownFirstName, signIn, test } from './support';

test('a wrong password shows "Invalid credentials"', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();

  await page.getByLabel('Email').fill(DEMO.employee);
  await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the employee signs in and is welcomed by first name; unknown paths go home', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login\?next=%2Fhome$/);
  await signIn(page, DEMO.employee);
  await expect(page).toHaveURL(/\/home$/);

  const firstName = await ownFirstName(page);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${firstName}!` })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }),
  ).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/home-light.png', fullPage: true });

  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
});

test('after signing out, a protected page asks to sign in, then comes back to it', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/permissions');
  await expect(page).toHaveURL(/\/login\?next=%2Fpermissions$/);
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/permissions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Permissions' })).toBeVisible();
});
