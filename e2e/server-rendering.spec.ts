import { DEMO, DEMO_PASSWORD, expect, openAccountMenu, signIn, test } from './support';

const HOSTILE = '</script><script>alert(1)</script>';
type Self = { id: string; first_name: string; job_title: string | null };

/** The chunks a server-drawn page lists as its screen's code (`#atrium-code`), by name. */
const chunksListed = (html: string): string[] =>
  (
    JSON.parse(
      /<script type="application\/json" id="atrium-code">(.*?)<\/script>/.exec(html)?.[1] ?? '[]',
    ) as string[]
  ).map((file) => /^\/assets\/(\w+)-[\w-]+\.js$/.exec(file)?.[1] ?? file);

test('a signed-in page arrives drawn by the server, escaped, never cached, and is taken over without a fault', async ({
  page,
}) => {
  page.on('dialog', (dialog) => {
    throw new Error(`a script ran from a profile field: ${dialog.message()}`);
  });
  await signIn(page, DEMO.employee);
  const self = (await (await page.request.get('/api/c13s/v2/cv_library/users/self')).json()) as Self;
  const edit = (jobTitle: string | null) =>
    page.evaluate(
      async ({ id, job_title }) =>
        (
          await fetch(`/api/c13s/v2/cv_library/users/${id}`, {
            method: 'PATCH',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ job_title }),
          })
        ).status,
      { id: self.id, job_title: jobTitle },
    );
  expect(await edit(HOSTILE)).toBe(200);
  try {
    const response = await page.goto(`/profile/${self.id}`);
    expect(response?.headers()['cache-control']).toBe('no-store, private');
    const html = (await response?.text()) ?? '';
    // The first screen is in the page as it arrives: the person's name and their job title, as text.
    expect(html).toContain(self.first_name);
    expect(html).not.toContain(HOSTILE);
    // The app's module, and two data blocks: the state, the list of the screen's code.
    expect(html.match(/<script/g)).toHaveLength(3);
    // That list names the code of the signed-in app and of the profile.
    expect(chunksListed(html)).toEqual(expect.arrayContaining(['SignedInApp', 'ProfilePage']));
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(self.first_name) })).toBeVisible();
    await expect(page.getByText(HOSTILE).first()).toBeVisible();
    // Taken over: a click is the app's (no full page load), and the console has no hydration fault
    // (the consoleErrors fixture fails the journey on one).
    // (Another journey may have the account in French for a moment: either name will do.)
    await page.getByRole('link', { name: /^(Home|Accueil)$/ }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(self.first_name) })).toBeVisible();
  } finally {
    expect(await edit(self.job_title)).toBe(200);
  }

  // Home lists the code of its screen and of the parts it loads by themselves (the news, the wall).
  const home = await (await page.request.get('/home')).text();
  expect(chunksListed(home)).toEqual(
    expect.arrayContaining(['SignedInApp', 'HomePage', 'HomeNewsList', 'Wall']),
  );

  // Signed out, the same address renders nothing of the person: the sign-in page takes over.
  await page.context().clearCookies();
  const signedOut = await page.goto(`/profile/${self.id}`);
  expect(await signedOut?.text()).not.toContain(self.first_name);
  await expect(page).toHaveURL(/\/login/);
});

test('the sign-in page arrives drawn by the server; what is typed before its code runs is kept, and never sent in the address', async ({
  page,
}) => {
  // The app's scripts arrive only once the person has typed: the page is the server's alone meanwhile.
  let releaseScripts: () => void = () => undefined;
  const scriptsMayLoad = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));

  const response = await page.goto('/login', { waitUntil: 'commit' });
  expect(response?.headers()['cache-control']).toBe('no-store, private');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('Sign in to Atrium');
  expect(chunksListed(html)).toContain('LoginPage');
  const send = page.getByRole('button', { name: 'Sign in' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Email').fill(DEMO.employee);
  const password = page.getByRole('textbox', { name: 'Password' });
  await password.fill(DEMO_PASSWORD);
  // Enter in a field sends nothing while the button waits.
  await password.press('Enter');

  releaseScripts();
  await expect(send).toBeEnabled();
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.employee);
  await send.click();
  await expect(page).toHaveURL(/\/home$/);
  expect(
    addresses.filter(
      (address) => address.includes(encodeURIComponent(DEMO_PASSWORD)) || address.includes('password='),
    ),
  ).toEqual([]);
});

test('a tap on a button of a server-drawn page before its code has run is answered once it has', async ({
  page,
}) => {
  await signIn(page, DEMO.employee);
  // The app's first script runs; the screen's code waits until the person has tapped.
  const html = await (await page.request.get('/who-s-who')).text();
  const entry = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[\w.-]+\.js)"/g)].map((m) => m[1]));
  let releaseCode: () => void = () => undefined;
  const codeMayLoad = new Promise<void>((resolve) => (releaseCode = resolve));
  await page.route('**/assets/*.js', async (route) => {
    if (!entry.has(new URL(route.request().url()).pathname)) await codeMayLoad;
    await route.continue();
  });
  await page.goto('/who-s-who');
  // The first script has asked for the screen's code: the page is the server's, not taken over.
  await expect(page.locator('head link[rel="modulepreload"][href*="SignedInApp"]')).toHaveCount(1);
  await openAccountMenu(page);
  releaseCode();
  await expect(page.getByRole('menuitem', { name: 'Report an issue' })).toBeVisible();
});

for (const language of ['en', 'fr'] as const) {
  test(`every server-drawn screen is taken over without a mismatch, in ${language === 'en' ? 'English' : 'French'}`, async ({
    page,
  }) => {
    // The server's nodes of the heading, kept as the page's parsing ends, before any script runs:
    // a mismatch makes React draw the part again, with nodes of its own.
    await page.addInitScript({
      content: `document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') window.serverHeading = document.querySelector('#root h1');
      });`,
    });
    const setLanguage = () =>
      page.context().addCookies([{ name: 'language', value: language, url: new URL('/', page.url()).href }]);
    // Set before each page: the signed-in app writes the person's own language back once it runs.
    const drawnAndTakenOver = async (path: string) => {
      await setLanguage();
      const response = await page.goto(path);
      expect(await response?.text(), path).toContain('id="atrium-state"');
      expect(await page.locator('html').getAttribute('lang'), path).toBe(language);
      await page.waitForLoadState('networkidle');
      const kept = await page.evaluate<boolean>(
        `Boolean(window.serverHeading) && window.serverHeading === document.querySelector('#root h1') && window.serverHeading.isConnected`,
      );
      expect(kept, `${path}: the server's heading is the one on the screen`).toBe(true);
      // Rendering pages of one person stays within their budget (2 a second).
      await page.waitForTimeout(600);
    };
    await signIn(page, DEMO.employee);
    const self = (await (await page.request.get('/api/c13s/v2/cv_library/users/self')).json()) as Self;
    for (const path of ['/home', '/who-s-who', `/profile/${self.id}`]) await drawnAndTakenOver(path);
    // A language chosen in the browser is saved to the person's record (useUserLanguageSync): the
    // account is given English back, as the other journeys expect it.
    if (language !== 'en') {
      await page
        .context()
        .addCookies([{ name: 'language', value: 'en', url: new URL('/', page.url()).href }]);
      await page.goto('/home');
      await page.waitForLoadState('networkidle');
    }
    await page.context().clearCookies();
    await drawnAndTakenOver('/login');
    // The consoleErrors fixture fails the journey on any hydration error React reported.
  });
}
