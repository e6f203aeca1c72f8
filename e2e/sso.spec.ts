import type { Page } from '@playwright/test';
import { expect, test } from './support';

/** The sign-in page's single sign-on link (scripts/e2e.mjs starts the provider and names it). */
const ssoLink = (page: Page) => page.getByRole('link', { name: 'Sign in with Atrium ID' });

test('single sign-on comes back to the page asked for', async ({ page }) => {
  await page.goto('/who-s-who');
  await expect(page).toHaveURL(/\/login\?next=%2Fwho-s-who$/);
  await ssoLink(page).click();
  await expect(page).toHaveURL(/\/who-s-who$/);
  await expect(page.getByRole('heading', { level: 1, name: "Who's who" })).toBeVisible();
});

test('single sign-on with a next leading to another site lands home', async ({ page }) => {
  // A link someone sent: once signed in, the browser would strip the tab and go to //evil.example.
  await page.goto('/login?next=%2F%09%2Fevil.example');
  await ssoLink(page).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();

  // The same next given to the server directly, as a hand-made link would.
  await page.context().clearCookies();
  await page.goto('/api/a12n/oidc/start?next=%2F%09%2Fevil.example');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/home$/);
});
