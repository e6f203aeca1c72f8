import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTempDirs } from '../test/temp-dirs.ts';
import { ACCESS_COOKIE } from './a12n/tokens.ts';
import { createRenderBudget } from './render-budget.ts';
import { jsonInHtml } from './server-render.ts';
import { installWebApp } from './web-app.ts';

const HOSTILE = '</script><script>alert(1)</script><!--';

/**
 * A stand-in for the web's server build (dist-server/entry-server.js): it asks the API as the
 * page's requester, then answers what the real one answers, with a hostile text in its state. It
 * refuses to draw on the main thread, and `/stuck` keeps its thread busy for 1.5 s.
 */
const FAKE_RENDERER = `
import { isMainThread } from 'node:worker_threads';
export async function renderPage(request) {
  // A render on the API's thread would hold up every other request: it is never drawn there.
  if (isMainThread) throw new Error('rendered on the main thread');
  if (request.url.startsWith('/stuck')) {
    const until = Date.now() + 1_500;
    while (Date.now() < until);
  }
  if (request.url.startsWith('/lapsed')) return { kind: 'signedOut' };
  if (request.url.startsWith('/browser-only')) return { kind: 'browserOnly' };
  if (request.url.startsWith('/broken')) throw new Error('a component failed');
  if (request.url.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 300));
  const answer = await request.fetch('/api/whoami');
  const refused = await request.fetch('/api/whoami', { method: 'POST' });
  const who = await answer.json();
  return {
    kind: 'rendered',
    html: '<h1>Hello ' + who.person + '</h1>',
    styles: '<style data-emotion="css h1">.css-h1{color:teal}</style>',
    modules: ['src/Screen.tsx'],
    state: {
      language: request.language, theme: request.theme, timeZone: request.timeZone,
      screenWidth: request.screenWidth, post: refused.status, job_title: ${JSON.stringify(HOSTILE)},
    },
  };
}`;

describe('the first screen rendered on the server', () => {
  const root = useTempDirs('server-render')();
  const dist = path.join(root, 'dist');
  const app = Fastify();
  // Each test starts with every person's budget full; a test moves the clock when it wants to.
  let clock = 0;
  beforeEach(() => {
    clock += 60_000;
  });

  beforeAll(async () => {
    mkdirSync(dist);
    mkdirSync(path.join(root, 'dist-server'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Atrium</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), FAKE_RENDERER);
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true },
        'src/Screen.tsx': { file: 'assets/Screen-2.js', imports: ['index.html'] },
      }),
    );
    await app.register(fastifyCookie);
    app.get('/api/whoami', async (request) => ({ person: request.cookies[ACCESS_COOKIE] }));
    await installWebApp(app, dist, {
      firmTimeZone: 'Europe/Paris',
      budget: createRenderBudget({ burst: 4, perSecond: 2, now: () => clock }),
      pool: { threads: 1, pickupMs: 500, renderMs: 1_000 },
    });
    // The render thread starts beside the server: until it is up, pages are left to the browser.
    for (let n = 0; n < 50; n++) {
      const answer = await app.inject({
        method: 'GET',
        url: '/home',
        headers: { cookie: `${ACCESS_COOKIE}=warm-${n}` },
      });
      if (answer.body.includes('atrium-state')) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });
  afterAll(() => app.close());

  const page = (url: string, cookie: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { cookie, ...headers } });
  const stateOf = (body: string) =>
    JSON.parse(
      /<script type="application\/json" id="atrium-state">(.*?)<\/script>/s.exec(body)![1]!,
    ) as Record<string, unknown>;

  it('renders a signed-in page as its requester, kept out of every cache, in their theme', async () => {
    const answer = await page('/home', `${ACCESS_COOKIE}=emma; language=en; theme=dark; screen_width=390`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store, private');
    expect(answer.body).toContain('<html lang="en" data-theme="dark">');
    expect(answer.body).toContain('<div id="root"><h1>Hello emma</h1></div>');
    // Its screen's code is listed in the page, for the browser to load once it has painted.
    expect(answer.body).toContain(
      '<script type="application/json" id="atrium-code">["/assets/Screen-2.js"]</script>',
    );
    expect(stateOf(answer.body)).toMatchObject({
      language: 'en',
      theme: 'dark',
      screenWidth: 390,
      timeZone: 'Europe/Paris',
      // The API answers the render's reads only.
      post: 405,
    });
  });

  it('puts the styles in <head> and the markup in #root as given, whatever a person typed', async () => {
    const answer = await page('/profile/1', `${ACCESS_COOKIE}=a$'b$&c$\`d`);
    expect(answer.body).toContain('<style data-emotion="css h1">.css-h1{color:teal}</style></head>');
    expect(answer.body).toContain('<div id="root"><h1>Hello a$\'b$&c$`d</h1></div>');
  });

  it('embeds the state so that no text in it can end its block or run', async () => {
    const answer = await page('/profile/1', `${ACCESS_COOKIE}=emma`);
    expect(answer.body).not.toContain(HOSTILE);
    // Its two data blocks (the state, the screen's code), and nothing the text opened.
    expect(answer.body.match(/<script/g)).toHaveLength(2);
    expect(stateOf(answer.body).job_title).toBe(HOSTILE);
    expect(jsonInHtml({ text: '<>&\u2028\u2029' })).toBe('{"text":"\\u003c\\u003e\\u0026\\u2028\\u2029"}');
  });

  it('reads the time zone and width the browser said, a phone from its hint, and refuses an unknown zone', async () => {
    const said = stateOf((await page('/home', `${ACCESS_COOKIE}=a; time_zone=America%2FNew_York`)).body);
    expect(said).toMatchObject({ timeZone: 'America/New_York', screenWidth: 1280 });
    const phone = stateOf(
      (await page('/home', `${ACCESS_COOKIE}=a; time_zone=Mars%2FOlympus`, { 'sec-ch-ua-mobile': '?1' }))
        .body,
    );
    expect(phone).toMatchObject({ timeZone: 'Europe/Paris', screenWidth: 390 });
  });

  it('draws the sign-in page without a session, kept out of every cache', async () => {
    for (const url of ['/login', '/login/', '/login?next=%2Fhome']) {
      const answer = await page(url, 'theme=dark');
      expect(answer.headers['cache-control'], url).toBe('no-store, private');
      expect(answer.body, url).toContain('<div id="root"><h1>Hello undefined</h1></div>');
      expect(stateOf(answer.body), url).toMatchObject({ theme: 'dark' });
    }
  });

  it('draws French pages too', async () => {
    for (const [url, cookie] of [
      ['/home', `${ACCESS_COOKIE}=emma; language=fr`],
      ['/login', 'language=fr'],
    ] as const) {
      const answer = await page(url, cookie);
      expect(answer.body, url).toContain('<html lang="fr" data-theme="light">');
      expect(stateOf(answer.body), url).toMatchObject({ language: 'fr' });
    }
  });

  it('leaves to the browser a page without a session, a welcome link, a screen not drawn by the server, a lapsed session or a failure', async () => {
    const cases: [string, string][] = [
      ['/browser-only', `${ACCESS_COOKIE}=emma`],
      ['/home', 'language=fr'],
      ['/logout', ''],
      ['/login/reset-password/abc/emma%40example.com', ''],
      ['/login?token=abc', ''],
      ['/home?token=abc', `${ACCESS_COOKIE}=emma`],
      ['/lapsed', `${ACCESS_COOKIE}=emma`],
      ['/broken', `${ACCESS_COOKIE}=emma`],
    ];
    for (const [url, cookie] of cases) {
      const answer = await page(url, cookie);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      expect(answer.body, url).toContain('<div id="root"></div>');
      expect(answer.body, url).not.toContain('atrium-state');
    }
  });

  it('draws on a render thread while the API answers, and sends a page not drawn in time for the browser to draw', async () => {
    const stuck = page('/stuck', `${ACCESS_COOKIE}=emma`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The render thread is busy for 1.5 s: the API, on the main thread, answers meanwhile.
    const started = performance.now();
    await app.inject({ method: 'GET', url: '/api/whoami' });
    expect(performance.now() - started).toBeLessThan(400);
    // Queued behind it, pages of other people are not taken within the pickup deadline.
    const queued = await Promise.all(
      ['karim', 'lea'].map((person) => page('/home', `${ACCESS_COOKIE}=${person}`)),
    );
    for (const answer of [await stuck, ...queued]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('<div id="root"></div>');
    }
    // Once the thread is free, pages are drawn again.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await page('/home', `${ACCESS_COOKIE}=karim`)).body).toContain('atrium-state');
  });

  it("sends the browser-drawn page to a person past their budget, and still draws another person's", async () => {
    const burst = [];
    for (let n = 0; n < 6; n++) burst.push(await page(`/home?n=${n}`, `${ACCESS_COOKIE}=emma`));
    expect(burst.map((answer) => answer.body.includes('atrium-state'))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect((await page('/home', `${ACCESS_COOKIE}=karim`)).body).toContain('atrium-state');
    // Nor can anyone without a session take more: the sign-in page has a budget per address.
    const anonymous = [];
    for (let n = 0; n < 5; n++) anonymous.push(await page('/login', ''));
    expect(anonymous.filter((answer) => answer.body.includes('atrium-state'))).toHaveLength(4);
    // Half a second later, emma has one render back.
    clock += 500;
    expect((await page('/home', `${ACCESS_COOKIE}=emma`)).body).toContain('atrium-state');
  });
});
