import { DEMO, DEMO_PASSWORD, expect, ownFirstName, signIn, test } from './support';

test('switches to French and back', async ({ page }) => {
  await signIn(page, DEMO.employee);
  const firstName = await ownFirstName(page);

  await page.locator('button[lang="fr"]').click();
  await expect(page.getByRole('heading', { level: 1, name: `Bienvenue, ${firstName} !` })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('link', { name: 'Accueil', exact: true })).toBeVisible();

  // The choice is kept in the 'language' cookie.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Bienvenue, ${firstName} !` })).toBeVisible();

  // Back to English, saved to the account as the other specs expect it.
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().includes('/cv_library/users/'),
  );
  await page.locator('button[lang="en"]').click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${firstName}!` })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('switches to dark mode, which survives a reload', async ({ page }) => {
  await signIn(page, DEMO.employee);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');

  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().includes('/cv_library/users/'),
  );
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(23, 23, 23)');

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(23, 23, 23)');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/home-dark.png', fullPage: true });

  // Back to light, so the account is as the other specs expect it.
  const restored = page.waitForResponse((response) => response.request().method() === 'PATCH');
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  expect((await restored).ok()).toBe(true);
  await expect(html).toHaveAttribute('data-theme', 'light');
});

test('a French reader gets the server’s refusals in French, never in English, and French on a new browser', async ({
  page,
  browser,
}) => {
  await page.goto('/login');
  await page.locator('button[lang="fr"]').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Ce champ est obligatoire').first()).toBeVisible();

  await page.getByLabel('E-mail').fill(DEMO.employee);
  await page.getByRole('textbox', { name: 'Mot de passe' }).fill('pas-le-bon-mot-de-passe');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Identifiants invalides' })).toBeVisible();
  await expect(page.getByText('Invalid credentials')).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Mot de passe' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/profile/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Cette personne est introuvable.')).toBeVisible();
  await expect(page.getByText(/could not|not found/i)).toHaveCount(0);

  // Another browser, which never chose a language, reads Atrium in the one saved to the account.
  const elsewhere = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const phone = await elsewhere.newPage();
  await signIn(phone, DEMO.employee);
  await expect(phone.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(phone.getByRole('link', { name: 'Accueil', exact: true })).toBeVisible();
  // Back to English, saved to the account as the other specs expect it.
  const saved = phone.waitForResponse((response) => response.request().method() === 'PATCH');
  await phone.locator('button[lang="en"]').click();
  expect((await saved).ok()).toBe(true);
  await elsewhere.close();
});
