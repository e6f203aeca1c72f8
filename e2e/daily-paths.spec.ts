import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from './support';

type Language = 'en' | 'fr';

/** Each role's daily pages (issue 47): where a consultant, HR, a CSO and a leader go on a normal day. */
const DAILY: Record<'employee' | 'hr' | 'cso' | 'leader', readonly string[]> = {
  employee: ['/home', '/who-s-who', '/credentials', '/ai-toolbox/staffing'],
  hr: ['/home', '/hr-managing-tool/users', '/newcomers', '/profiles-managing-tool'],
  cso: ['/home', '/cso-managing-tool/bench', '/cso-managing-tool/users', '/ai-toolbox/staffing'],
  leader: ['/home', '/leader-managing-tool/users', '/teams-and-guilds', '/my-bu-bl'],
};
const WIDTHS = [390, 1366] as const;
const LANGUAGES: readonly Language[] = ['fr', 'en'];

/** Fails when the page is wider than the screen: the person would scroll it sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  // (A string, as the journeys' TypeScript knows no DOM.)
  const widths = (await page.evaluate(
    `({ scroll: document.scrollingElement.scrollWidth, screen: window.innerWidth })`,
  )) as { scroll: number; screen: number };
  expect(widths.scroll, `${where}: the page is wider than the screen`).toBeLessThanOrEqual(widths.screen);
}

for (const [role, paths] of Object.entries(DAILY)) {
  test(`${role}'s daily pages fit a phone and a laptop, in French and in English`, async ({ page }) => {
    // Sixteen pages (four paths, two widths, two languages), each waited for until its network is idle.
    test.setTimeout(240_000);
    await signIn(page, DEMO[role as keyof typeof DAILY]);
    // Set before each page: the signed-in app writes the person's own language back once it runs.
    const setLanguage = (language: Language) =>
      page.context().addCookies([{ name: 'language', value: language, url: new URL('/', page.url()).href }]);
    for (const language of LANGUAGES) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
        for (const path of paths) {
          await setLanguage(language);
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expectNoSidewaysScroll(page, `${role} on ${path} at ${width} px in ${language}`);
        }
      }
    }
    // English is saved back to the person's record (useUserLanguageSync): the other journeys start in it.
    await setLanguage('en');
    await page.goto('/home');
    await page.waitForLoadState('networkidle');
  });
}
