import { chromium, type Page } from 'playwright-core';

/** Lighthouse's mobile CPU slowdown, applied here through the DevTools protocol. */
export const CPU_SLOWDOWN = 4;
/** Issue 34's bound on an interaction's next paint. */
export const INTERACTION_TARGET_MS = 200;
const NAME = 'Benali';
const STEP_DEADLINE_MS = 30_000;
const PERSON = 'Karim Benali';

export type InteractionRun = {
  /** Event Timing: the longest interaction (input delay + handlers + the next paint), INP-style. */
  typingInp: number;
  /** From the last key to the first frame that shows the person among the results. */
  typingAnswer: number;
  clickInp: number;
  /** From the click on the result to the first frame that shows the person's profile heading. */
  clickAnswer: number;
};

// Runs in the page (a string: the bench's TypeScript knows no DOM). Event Timing entries of
// interactions, as web-vitals reads INP from them.
const OBSERVE_EVENTS = `(() => {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.__interactions.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})()`;
const TAKE_LONGEST = `(() => { const all = window.__interactions; window.__interactions = []; return all.length ? Math.max(...all) : 0; })()`;

/**
 * `WHEN_SHOWN(selector, text)`: resolves, in the page, with the time of the first frame after the
 * element matching selector and text appears (a MutationObserver, then requestAnimationFrame).
 */
const WHEN_SHOWN = (selector: string, text: string) => `new Promise((resolve) => {
  const found = () => [...document.querySelectorAll(${JSON.stringify(selector)})].some((el) => el.textContent.includes(${JSON.stringify(text)}));
  const painted = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
  if (found()) return painted();
  const observer = new MutationObserver(() => { if (found()) { observer.disconnect(); painted(); } });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
})`;

/**
 * Who's who under a 4× CPU slowdown, `runs` times: a name typed into the search, then the person
 * opened from the results; each answer timed from the input to the frame that shows it.
 */
export async function measureInteractions(
  chromiumPath: string,
  base: string,
  cookie: string,
  runs: number,
): Promise<InteractionRun[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const [name, value] = cookie.split('=') as [string, string];
    const results: InteractionRun[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      await context.addCookies([{ name, value, url: base }]);
      const page = await context.newPage();
      const devtools = await context.newCDPSession(page);
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      results.push(await oneRun(page, base));
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

async function oneRun(page: Page, base: string): Promise<InteractionRun> {
  await page.goto(`${base}/who-s-who`, { waitUntil: 'networkidle' });
  const search = page.getByRole('searchbox', { name: 'Search by name, skill or job title' });
  await search.waitFor();
  await page.evaluate(OBSERVE_EVENTS);
  await search.click();
  await page.evaluate(TAKE_LONGEST);

  const typed = page.evaluate(
    `(async () => { const shown = ${WHEN_SHOWN('main a', PERSON)}; window.__lastKey = 0;
       document.addEventListener('keydown', () => { window.__lastKey = performance.now(); }, true);
       const at = await shown; return at - window.__lastKey; })()`,
  );
  await page.keyboard.type(NAME, { delay: 80 });
  const typingAnswer = await within(typed, `typing "${NAME}": ${PERSON} never showed among the results`);
  const typingInp = (await page.evaluate(TAKE_LONGEST)) as number;

  const result = page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(PERSON) })
    .first();
  await result.waitFor();
  const opened = page.evaluate(
    `(async () => { let clicked = 0; document.addEventListener('pointerdown', () => { clicked = performance.now(); }, { capture: true, once: true });
       const at = await ${WHEN_SHOWN('h1', PERSON)}; return at - clicked; })()`,
  );
  await result.click();
  const clickAnswer = await within(opened, `opening ${PERSON}: the profile's heading never showed`);
  const clickInp = (await page.evaluate(TAKE_LONGEST)) as number;
  return { typingInp, typingAnswer, clickInp, clickAnswer };
}

/** A step's answer, or a failure naming the step after STEP_DEADLINE_MS: the bench always ends. */
async function within(answer: Promise<unknown>, failure: string): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(failure)), STEP_DEADLINE_MS);
  });
  try {
    return (await Promise.race([answer, deadline])) as number;
  } finally {
    clearTimeout(timer);
  }
}

/** The median of each measure over the runs. */
export function medianInteraction(runs: readonly InteractionRun[]): InteractionRun {
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  return {
    typingInp: median(runs.map((run) => run.typingInp)),
    typingAnswer: median(runs.map((run) => run.typingAnswer)),
    clickInp: median(runs.map((run) => run.clickInp)),
    clickAnswer: median(runs.map((run) => run.clickAnswer)),
  };
}
