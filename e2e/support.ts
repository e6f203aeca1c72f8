import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { checkAccessibility } from './accessibility';

/**
 * Playwright's test, failing any test during which the page logged an error or threw (the
 * browser's own "Failed to load resource" lines are left out: a 401 before sign-in is expected),
 * or any page it visited breaks WCAG 2.2 AA as axe sees it.
 */
export const test = base.extend<
  { consoleErrors: string[]; accessibility: void },
  { checkedPages: Set<string> }
>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern; it has none.
  checkedPages: [async ({}, use) => use(new Set<string>()), { scope: 'worker' }],
  accessibility: [
    async ({ page, checkedPages }, use, testInfo) => {
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && frame.url().startsWith('http')) visited.push(frame.url());
      });
      await use();
      // A journey that already failed says why; the checks would only add noise.
      // The pages of the journey, not those the checks themselves open.
      if (testInfo.status === testInfo.expectedStatus)
        await checkAccessibility(page, [...visited], checkedPages);
    },
    // Its own time: a page of each kind in two themes, after the journey's.
    { auto: true, timeout: 120_000 },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
          errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** A 1×1 PNG, as a photo to upload. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The demo accounts the server seeds on an empty database. */
export const DEMO = {
  admin: 'admin@atrium.demo',
  cso: 'cso@atrium.demo',
  employee: 'employee@atrium.demo',
  hr: 'hr@atrium.demo',
  leader: 'leader@atrium.demo',
} as const;
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'atrium-demo-2026';

/** Signs in through the login form, from wherever the page is. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  // The server's answer is awaited and named, so that a sign-in that fails says why (its status
  // and message), or that the form never sent it, rather than only that the address stayed.
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/a12n/login') && response.request().method() === 'POST',
    { timeout: 15_000 },
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  const response = await answer.catch(async () => {
    const shown = await page
      .getByRole('main')
      .innerText()
      .catch(() => '(no main)');
    throw new Error(
      `signing in as ${email}: the form sent nothing; the page at ${page.url()} shows: ${shown}`,
    );
  });
  expect(response.status(), `signing in as ${email}: ${await response.text()}`).toBe(200);
  await expect(page).not.toHaveURL(/\/login/);
}

async function self(page: Page): Promise<{ first_name: string; last_name: string }> {
  const response = await page.request.get('/api/c13s/v2/cv_library/users/self');
  expect(response.ok()).toBe(true);
  return (await response.json()) as { first_name: string; last_name: string };
}

/** The signed-in person's first name, as the server has it (the seed chooses it). */
export async function ownFirstName(page: Page): Promise<string> {
  return (await self(page)).first_name;
}

export async function ownLastName(page: Page): Promise<string> {
  return (await self(page)).last_name;
}

export async function openAccountMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
}

type ReceivedMail = { to: string[]; subject: string; text: string };

/**
 * The last mail the app sent to an address (with that subject, when given), as the test SMTP
 * server received it (scripts/e2e.mjs); waits for it a few seconds, since mail leaves after the
 * answer, through the job queue.
 */
export async function mailTo(address: string, subject?: string): Promise<ReceivedMail> {
  const dir = process.env.MAIL_DIR;
  if (!dir) throw new Error('MAIL_DIR is not set: run the journeys with npm run test:e2e');
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        const mails = readdirSync(dir)
          .sort()
          .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as ReceivedMail);
        found = mails
          .filter((mail) => mail.to.includes(address) && (subject === undefined || mail.subject === subject))
          .at(-1);
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}
