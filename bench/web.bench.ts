import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { freePort, startServer } from './lib/real-server.ts';
import { busyWarning, loadAverage, machine, writeResults } from './lib/report.ts';
import { signIn } from './lib/sign-in.ts';
import { FLOOR_PAGES, startFloorServer } from './lib/web-floor.ts';
import { measureServerLoad, serverLoadTable, type ServerLoad } from './lib/web-server-load.ts';
import {
  CPU_SLOWDOWN,
  INTERACTION_TARGET_MS,
  measureInteractions,
  medianInteraction,
  type InteractionRun,
} from './lib/web-interaction.ts';

const webDist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEMO_PASSWORD = 'web-bench-password';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
/** `--runs=N`: Lighthouse N times per page, the median run (by performance score) reported. */
const RUNS = Math.max(1, Number(flag('runs') ?? 1));
/**
 * `--preset=desktop`: Lighthouse's desktop preset (fast network, CPU not slowed, a wide screen)
 * instead of the mobile one that issue 17's targets are set on.
 */
const PRESET = flag('preset') === 'desktop' ? 'desktop' : 'mobile';
/**
 * `--pages=home,profile`: only the pages whose name starts with one of these words; `server`: the
 * server row (what drawing /home costs the server, and the API's latency meanwhile).
 */
const ONLY = flag('pages')?.split(',');
const SERVER_ROW = !ONLY || ONLY.includes('server');
/** Lighthouse pages asked for (`--pages=server` alone runs none, nor the references). */
const LIGHTHOUSE_PAGES = !ONLY || ONLY.some((word) => word !== 'server');
/** `--interactions=N`: the Who's who interaction measured N times (0: not at all). */
const INTERACTION_RUNS = Math.max(0, Number(flag('interactions') ?? 5));
/** Lighthouse's full reports, to read which scripts and tasks cost the points. */
const reportsDir = fileURLToPath(new URL('./results/lighthouse/', import.meta.url));
/**
 * One Lighthouse run's longest wait: a run that hangs (seen at load 3–5, Chromium idle after the
 * last page) is recorded as failed, its Chromium replaced, and the bench goes on to its tables.
 */
const RUN_DEADLINE_MS = 180_000;
/** The other categories' targets, reported beside the scores. */
const TARGETS = { accessibility: 100, 'best-practices': 95 } as const;
/**
 * Issue 34's performance targets: on the mobile preset, sign-in 95 and the signed-in pages 85 (within
 * 11 points of the reference) with TBT ≤ 300 ms, LCP ≤ 3.0 s and CLS ≤ 0.05; on the desktop preset,
 * every page 95.
 */
const performanceTarget = (page: string) => (PRESET === 'desktop' || page === 'sign-in' ? 95 : 85);
const SIGNED_IN_LIMITS = { tbt: 300, lcp: 3000, cls: 0.05 } as const;
/** The window widths of Lighthouse's mobile (Moto G Power) and desktop presets. */
const MOBILE_WIDTH = 412;
const DESKTOP_WIDTH = 1350;

type PageResult = {
  page: string;
  /** Why the page has no figures: each of its runs failed (a deadline, a Lighthouse error). */
  failure?: string;
  url: string;
  /** The 1-minute load average as this page's run started: a busy machine lengthens every task. */
  load: number;
  /**
   * Lighthouse's measure of this machine's speed as the run started (higher is faster): two
   * machines' scores compare only beside it.
   */
  benchmarkIndex: number;
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** Milliseconds, as Lighthouse simulates them (mobile preset: slow 4G, 4× slower CPU). */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** What the page downloaded, compressed as sent, in bytes. */
  transferBytes: number;
  failedAudits: string[];
};

/**
 * `npm run bench -- web`: Lighthouse (mobile preset) on the real server, as `npm start` runs it,
 * on a temporary DATA_DIR with the demo firm: the sign-in page, then signed in, home, Who's who
 * and a profile. Uses the web build as it is (`npm run build` first); prints the scores and the
 * bundle figures the build wrote to apps/web/dist/bundle-stats.json. The reference, measured in
 * the same run: the same first bytes on a page whose code does no work (lib/web-floor.ts).
 */
export async function run(): Promise<void> {
  if (!existsSync(path.join(webDist, 'index.html')) || !existsSync(path.join(webDist, 'bundle-stats.json')))
    throw new Error('no web build: run `npm run build` first');
  if (!existsSync(CHROMIUM))
    throw new Error(`no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROME_PATH)`);
  process.stdout.write(`web: Lighthouse ${PRESET} preset, ${CHROMIUM}\n`);
  const warning = busyWarning();
  if (warning) process.stdout.write(`${warning}\n`);

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-web-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(
    {
      ...process.env,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: base,
      SEED_DEMO: '1',
      DEMO_PASSWORD,
    },
    base,
  );
  const chrome = await launchChrome();
  try {
    const session = await signIn(base, 'employee@atrium.demo', DEMO_PASSWORD);
    // What a browser has written by its first signed-in page (the sign-in page's script writes it):
    // its window's width and its time zone (Chromium's is this machine's), for the server to draw
    // the page as the browser will.
    const width = PRESET === 'desktop' ? DESKTOP_WIDTH : MOBILE_WIDTH;
    const zone = encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const cookie = `${session}; screen_width=${width}; time_zone=${zone}`;
    const self = (await (
      await fetch(`${base}/api/c13s/v2/cv_library/users/self`, { headers: { cookie } })
    ).json()) as {
      id: string;
    };
    const pages = [
      { page: 'sign-in', path: '/login', cookie: undefined },
      { page: 'home', path: '/home', cookie },
      { page: "who's who", path: '/who-s-who', cookie },
      { page: 'profile', path: `/profile/${self.id}`, cookie },
    ];
    const loadBefore = loadAverage();
    const results: PageResult[] = [];
    for (const page of pages.filter((p) => !ONLY || ONLY.some((word) => p.page.startsWith(word))))
      results.push(await medianRun(chrome, page.page, `${base}${page.path}`, page.cookie));
    const references: PageResult[] = [];
    if (LIGHTHOUSE_PAGES) {
      const floor = await startFloorServer(webDist);
      try {
        for (const page of FLOOR_PAGES)
          references.push(await medianRun(chrome, page.name, floor.urls.get(page)!, undefined));
      } finally {
        await floor.close();
      }
    }
    const serverLoad: ServerLoad | undefined = SERVER_ROW
      ? await measureServerLoad(base, cookie, server.child.pid!)
      : undefined;
    const interactions =
      INTERACTION_RUNS > 0 ? await measureInteractions(CHROMIUM, base, session, INTERACTION_RUNS) : [];
    const bundles = bundleFigures();
    process.stdout.write(
      `\n${scoreTable(results, references)}\n\nReference: the same first bytes, on a page whose code does no work; last, the app's first script evaluated with nothing drawn (bench/lib/web-floor.ts)\n\n${scoreTable(references, [])}\n\n${interactionTable(interactions)}\n\n${serverLoadTable(serverLoad)}\n\n${bundleTable(bundles)}\n`,
    );
    for (const result of results)
      if (result.failedAudits.length > 0)
        process.stdout.write(`\n${result.page}: audits below 1: ${result.failedAudits.join(', ')}\n`);
    const file = await writeResults('web', {
      machine: machine(),
      preset: PRESET,
      loadAverage: { before: loadBefore, after: loadAverage() },
      targets: TARGETS,
      pages: results,
      references,
      interactions: {
        runs: interactions,
        median: interactions.length > 0 ? medianInteraction(interactions) : null,
      },
      server: serverLoad ?? null,
      bundles,
    });
    process.stdout.write(`\nload average ${loadBefore} before, ${loadAverage()} after\nresults: ${file}\n`);
  } finally {
    chrome.current.kill();
    server.child.kill('SIGTERM');
    await server.exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

type Chrome = { current: chromeLauncher.LaunchedChrome };

async function launchChrome(): Promise<Chrome> {
  return {
    current: await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    }),
  };
}

/**
 * Lighthouse `RUNS` times on one page; the median run by performance score. A run past its deadline
 * or failing is reported and left out; a page none of whose runs ended has a failure instead.
 */
async function medianRun(chrome: Chrome, page: string, url: string, cookie: string | undefined) {
  const runs: PageResult[] = [];
  const failures: string[] = [];
  for (let n = 0; n < RUNS; n++) {
    try {
      const run = await withDeadline(audit(chrome.current.port, page, url, cookie), RUN_DEADLINE_MS);
      process.stdout.write(
        `  ${page} (${new URL(url).pathname}): performance ${run.scores.performance}, load ${run.load}, benchmarkIndex ${run.benchmarkIndex}\n`,
      );
      runs.push(run);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      failures.push(reason);
      process.stdout.write(`  ${page} (${new URL(url).pathname}): run failed, ${reason}\n`);
      // A hung Lighthouse leaves its Chromium in an unknown state: the next run gets a new one.
      chrome.current.kill();
      chrome.current = (await launchChrome()).current;
    }
  }
  runs.sort((a, b) => a.scores.performance - b.scores.performance);
  return runs[Math.floor(runs.length / 2)] ?? failedPage(page, url, failures.join('; '));
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no result within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

function failedPage(page: string, url: string, failure: string): PageResult {
  return {
    page,
    url,
    failure,
    load: loadAverage(),
    benchmarkIndex: NaN,
    scores: { performance: NaN, accessibility: NaN, 'best-practices': NaN },
    fcp: NaN,
    lcp: NaN,
    tbt: NaN,
    cls: NaN,
    transferBytes: NaN,
    failedAudits: [],
  };
}

async function audit(
  port: number,
  page: string,
  url: string,
  cookie: string | undefined,
  attempt = 1,
): Promise<PageResult> {
  const load = loadAverage();
  // The session in the browser's own cookies, as after signing in: a Cookie header given to
  // Lighthouse is dropped on the page's request once the page has written cookies of its own.
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const origin = new URL(url).origin;
  await browser.deleteCookie(...(await browser.cookies()));
  if (cookie) {
    await browser.setCookie(
      ...cookie.split('; ').map((pair) => {
        const [name = '', ...value] = pair.split('=');
        return { name, value: value.join('='), domain: new URL(origin).hostname, path: '/' };
      }),
    );
  }
  const result = await lighthouse(
    url,
    { port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] },
    PRESET === 'desktop' ? desktopConfig : undefined,
  ).finally(() => browser.disconnect());
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // Headless Chromium now and then records a trace without its navigation start: run it again.
  if (lhr.runtimeError?.code === 'NO_NAVSTART' && attempt < 3)
    return audit(port, page, url, cookie, attempt + 1);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  await mkdir(reportsDir, { recursive: true });
  await writeFile(path.join(reportsDir, `${page.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const value = (audit: string) => lhr.audits[audit]?.numericValue ?? NaN;
  const scored = new Set(
    CATEGORIES.flatMap((category) => lhr.categories[category]?.auditRefs.map((ref) => ref.id) ?? []),
  );
  return {
    page,
    url,
    load,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
    },
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    transferBytes: value('total-byte-weight'),
    failedAudits: Object.values(lhr.audits)
      .filter(
        (audit) =>
          scored.has(audit.id) &&
          audit.score !== null &&
          audit.score < 1 &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'manual',
      )
      .map((audit) => audit.id),
  };
}

type BundleFigures = Record<
  string,
  { gzipBytes: number; budgetGzipBytes: number; alsoLoadedGzipBytes: number; files: number }
>;

function bundleFigures(): BundleFigures {
  const stats = JSON.parse(readFileSync(path.join(webDist, 'bundle-stats.json'), 'utf8')) as {
    pages: Record<
      string,
      { gzipBytes: number; budgetGzipBytes: number; files: unknown[]; alsoLoaded: { gzipBytes: number } }
    >;
  };
  return Object.fromEntries(
    Object.entries(stats.pages).map(([page, figures]) => [
      page,
      {
        gzipBytes: figures.gzipBytes,
        budgetGzipBytes: figures.budgetGzipBytes,
        alsoLoadedGzipBytes: figures.alsoLoaded.gzipBytes,
        files: figures.files.length,
      },
    ]),
  );
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mark = (score: number, target: number) => `${score}${score >= target ? '' : ' ✗'}`;

/** The reference a page is read against: the sign-in page's, or the signed-in pages'. */
function referenceOf(page: string, references: readonly PageResult[]): PageResult | undefined {
  return references.find((reference) =>
    reference.page.startsWith(page === 'sign-in' ? 'sign-in' : 'signed in'),
  );
}

function scoreTable(results: readonly PageResult[], references: readonly PageResult[]): string {
  const header = `| page | load | benchmarkIndex | performance (target) | reference | accessibility (${TARGETS.accessibility}) | best practices (≥ ${TARGETS['best-practices']}) | FCP | LCP | TBT | CLS | transferred |`;
  const rows = results.map((r) => {
    if (r.failure) return `| ${r.page} | ${r.load} | | failed: ${r.failure} | | | | | | | | |`;
    const reference = referenceOf(r.page, references);
    const target = reference
      ? `${mark(r.scores.performance, performanceTarget(r.page))} (${performanceTarget(r.page)})`
      : r.scores.performance;
    const signedIn = PRESET === 'mobile' && reference !== undefined && r.page !== 'sign-in';
    const limit = (value: string, ok: boolean) => (signedIn && !ok ? `${value} ✗` : value);
    return `| ${r.page} | ${r.load} | ${r.benchmarkIndex} | ${target} | ${reference?.scores.performance ?? '–'} | ${mark(r.scores.accessibility, TARGETS.accessibility)} | ${mark(r.scores['best-practices'], TARGETS['best-practices'])} | ${seconds(r.fcp)} | ${limit(seconds(r.lcp), r.lcp <= SIGNED_IN_LIMITS.lcp)} | ${limit(`${Math.round(r.tbt)} ms`, r.tbt <= SIGNED_IN_LIMITS.tbt)} | ${limit(r.cls.toFixed(3), r.cls <= SIGNED_IN_LIMITS.cls)} | ${kib(r.transferBytes)} |`;
  });
  return [
    header,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

function interactionTable(runs: readonly InteractionRun[]): string {
  if (runs.length === 0) return 'Interactions: not measured (--interactions=0)';
  const median = medianInteraction(runs);
  const ms = (value: number) => `${Math.round(value)} ms${value <= INTERACTION_TARGET_MS ? '' : ' ✗'}`;
  return [
    `Interactions on a 390 px screen, CPU slowed ${CPU_SLOWDOWN}×, median of ${runs.length} (target: the answer painted within ${INTERACTION_TARGET_MS} ms)`,
    '',
    '| interaction | Event Timing (INP-style) | input to the answer painted |',
    '| --- | ---: | ---: |',
    `| typing "Benali" in Who's who | ${ms(median.typingInp)} | ${ms(median.typingAnswer)} |`,
    `| opening Karim Benali's profile from the results | ${ms(median.clickInp)} | ${ms(median.clickAnswer)} |`,
  ].join('\n');
}

function bundleTable(bundles: BundleFigures): string {
  const rows = Object.entries(bundles).map(
    ([page, b]) =>
      `| ${page} | ${kib(b.gzipBytes)} | ${kib(b.budgetGzipBytes)} | ${b.files} | ${kib(b.alsoLoadedGzipBytes)} |`,
  );
  return [
    '| bundle (apps/web/dist/bundle-stats.json) | initial JS, gzip | budget | files | loaded beside it, not awaited |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

/** A `--name=value` argument of `npm run bench -- web --name=value`. */
function flag(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}
