import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser (scripts/e2e.mjs skips when it is missing).
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/artifacts/test-results',
  // One server, one database, shared demo accounts: the specs run one after the other.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  // Two cores run the server, the browser and the runner: a journey's own steps stay well under
  // this, which leaves room for a loaded machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'e2e/artifacts/results.json' }]],
  projects: [
    // The journeys, on a laptop's screen.
    { name: 'desktop', testIgnore: /phone\.spec\.ts$/ },
    // The key pages on a phone's (390×844, touch): fits the screen, targets a thumb can hit.
    {
      name: 'phone',
      testMatch: /phone\.spec\.ts$/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
    },
  ],
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:3000',
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    colorScheme: 'light',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
