import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 levels A and AA, every version's criteria included. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

type ThemeMode = 'light' | 'dark';
const THEMES: readonly ThemeMode[] = ['light', 'dark'];

/** One line per violation and element, enough to find it in the page. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
  );
}

/**
 * Shows the page in a theme: signed in, with the header's toggle (which the person's record then
 * keeps, so it is set back afterwards); signed out, with this device's stored choice.
 */
async function showTheme(page: Page, mode: ThemeMode): Promise<void> {
  const html = page.locator('html');
  if ((await html.getAttribute('data-theme')) === mode) return;
  // In the page's language: a page left in French says it in French.
  const toggle = page.getByRole('button', {
    name:
      mode === 'dark'
        ? /^(Switch to dark mode|Passer en mode sombre)$/
        : /^(Switch to light mode|Passer en mode clair)$/,
  });
  if (await toggle.isVisible()) {
    await toggle.click();
    // The toggle's tooltip, half faded in, is not what a reader sees: the pointer leaves.
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  } else {
    await page.evaluate(`localStorage.setItem('themeMode', '${mode}')`);
    await page.reload();
  }
  await expect(html).toHaveAttribute('data-theme', mode);
}

/** A page's address with its ids left out, so a profile or a credential counts as one page. */
export function pageKind(url: string): string {
  const { pathname } = new URL(url);
  return pathname.replace(/\/(?:[0-9a-f]{8}-[0-9a-f-]{27}|\d+|CR-\d{4}-\d+)(?=\/|$)/gi, '/:id');
}

/**
 * Waits for the page's data and looks: no request under way, no spinner (a progress bar with a
 * value stays), no colour transition running.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
  // Colours still fading to a new theme (MUI's 250 ms transitions) are not what a reader sees.
  // (A string, as the journeys' TypeScript knows no DOM; infinite animations, spinners, are left out.)
  await page.evaluate(
    `Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => undefined)))`,
  );
}

/**
 * Runs axe on the page as the journey left it, then on each kind of page it visited that no
 * earlier journey of this run has checked, in the light and the dark theme. Fails on any
 * violation, naming the page, the theme and the elements.
 */
export async function checkAccessibility(
  page: Page,
  visited: readonly string[],
  checked: Set<string>,
): Promise<void> {
  const found: string[] = [];
  const record = async (where: string) => {
    for (const line of await violations(page)) found.push(`${where}: ${line}`);
  };
  await settle(page);
  await record(`${pageKind(page.url())} as the journey left it`);

  const startTheme = (await page.locator('html').getAttribute('data-theme')) as ThemeMode | null;
  for (const url of visited) {
    const kind = pageKind(url);
    if (checked.has(kind)) continue;
    checked.add(kind);
    await page.goto(url);
    await settle(page);
    // A page may send elsewhere (signed out, a protected page shows the sign-in page; an unknown
    // address, the home page): what is shown counts.
    const shown = pageKind(page.url());
    if (shown !== kind && checked.has(shown)) continue;
    checked.add(shown);
    for (const theme of THEMES) {
      await showTheme(page, theme);
      await settle(page);
      await record(`${shown} (${theme})`);
    }
  }
  if (startTheme) await showTheme(page, startTheme);
  await settle(page);
  expect(found, 'accessibility violations (axe, WCAG 2.2 A/AA)').toEqual([]);
}
