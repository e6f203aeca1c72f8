import { expect, type Page } from '@playwright/test';

/** WCAG 2.2's smallest target (2.5.8, level AA), in CSS pixels. */
export const MIN_TARGET = 24;

/** Fails when the page is wider than the screen: the person would scroll it sideways. */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  // (Strings, as the journeys' TypeScript knows no DOM.)
  const widths = (await page.evaluate(
    `({ scroll: document.documentElement.scrollWidth, screen: window.innerWidth })`,
  )) as { scroll: number; screen: number };
  expect(widths.scroll, `${where}: the page is wider than the screen`).toBeLessThanOrEqual(widths.screen);
}

/**
 * The visible buttons, links and form controls smaller than 24 px either way, by their name and
 * size. Left out, as WCAG leaves them out: a link inside a line of text (its size is the text's),
 * and a target that is only partly on screen (a tab scrolled out of its row, a row of a table
 * scrolled sideways in its frame).
 */
const SMALL_TARGETS = `(() => {
  const selector = 'a[href], button, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="menuitem"], [role="option"], input:not([type="hidden"]), select, textarea';
  const found = [];
  for (const element of document.querySelectorAll(selector)) {
    // A text field's target is its whole box, which focuses the text on a tap (MUI's InputBase).
    const target = element.matches('input, textarea') ? element.closest('.MuiInputBase-root') || element : element;
    const box = target.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.left < 0 || box.right > window.innerWidth) continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'contents') continue;
    if (element.tagName === 'A' && style.display === 'inline') continue;
    // A control a label or a bigger box wraps (a checkbox's input fills its 42 px box).
    if (element.tagName === 'INPUT' && style.opacity === '0') continue;
    if (box.width >= ${MIN_TARGET} && box.height >= ${MIN_TARGET}) continue;
    const name = element.getAttribute('aria-label') || (element.textContent || '').trim().slice(0, 40);
    found.push(element.tagName.toLowerCase() + ' "' + name + '" ' + Math.round(box.width) + '×' + Math.round(box.height));
  }
  return found;
})()`;

/** Fails on any visible tap target under 24 px, naming each. */
export async function expectTapTargets(page: Page, where: string): Promise<void> {
  const small = (await page.evaluate(SMALL_TARGETS)) as string[];
  expect(small, `${where}: tap targets under ${MIN_TARGET} px`).toEqual([]);
}

/** Both checks, on the page once its data has arrived and its spinners are gone. */
export async function expectPhoneLayout(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
  await expectNoSidewaysScroll(page, where);
  await expectTapTargets(page, where);
}
