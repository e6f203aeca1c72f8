import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS_COOKIE } from './a12n/tokens.ts';
import { manifestReader, screenCode } from './screen-code.ts';

/**
 * The web build's server renderer (apps/web/src/entry-server.tsx, built into `dist-server/`). Its
 * types are restated here, not imported: the server does not import the web's code, it loads
 * what the web's build made, as it serves the web's files.
 */
type PageRequest = {
  url: string;
  cookies: string;
  language: 'en' | 'fr';
  theme: 'light' | 'dark';
  timeZone: string;
  screenWidth: number;
  fetch: typeof fetch;
  onError: (error: unknown) => void;
};
type RenderedPage =
  | { kind: 'rendered'; html: string; styles: string; state: unknown; modules: string[] }
  | { kind: 'signedOut' }
  | { kind: 'browserOnly' };
type ServerRenderer = { renderPage: (request: PageRequest) => Promise<RenderedPage> };

/** A page that takes longer than this is sent unrendered: the browser renders it as before. */
const RENDER_DEADLINE_MS = 5_000;
/**
 * Renders under way at once, at most: a render is CPU work on the event loop, so a burst of page
 * loads (one person reloading in a loop) gets the browser-rendered page past this many, and the
 * API stays responsive for everyone else.
 */
const RENDERS_AT_ONCE = 2;
/**
 * The sign-in page, drawn without a session: the page a phone opens first. The web's route table
 * says which screens the server draws; this spares a render of any other page without a session.
 */
const SIGN_IN_PAGE = /^\/login\/?$/;

/**
 * The HTML of a page with its first screen rendered (issue 34): the sign-in page, or a signed-in
 * page. Undefined when the page is to be rendered by the browser as before: another page without a
 * session cookie, a screen the web does not draw on the server (the other sign-in screens), a welcome
 * link, a session that has lapsed (the browser renews it), no server build, or any failure.
 */
export type PageRenderer = (request: FastifyRequest, template: string) => Promise<string | undefined>;

export async function loadPageRenderer(
  app: FastifyInstance,
  webDist: string,
  firmTimeZone: string,
): Promise<PageRenderer | undefined> {
  const entry = path.join(path.dirname(path.resolve(webDist)), 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) {
    app.log.warn({ entry }, 'no server rendering build: pages are rendered by the browser');
    return undefined;
  }
  // Loaded beside the start, not before it: the server is ready (and a restart after a crash is
  // over) a second sooner; the first page request waits for it if it comes first.
  const loading = import(pathToFileURL(entry).href) as Promise<ServerRenderer>;
  loading.catch((error: unknown) =>
    app.log.warn({ err: error, entry }, 'the server rendering build failed to load'),
  );

  const readManifest = manifestReader(webDist);
  let rendering = 0;
  return async (request, template) => {
    if (rendering >= RENDERS_AT_ONCE) return undefined;
    const url = request.url;
    const { pathname, searchParams } = new URL(url, 'http://atrium.invalid');
    if (searchParams.has('token')) return undefined;
    if (!request.cookies[ACCESS_COOKIE] && !SIGN_IN_PAGE.test(pathname)) return undefined;
    // Another language than English waits for its catalogue before the browser can take the page
    // over, and a click in that moment would be lost: such a page is left to the browser for now.
    if (request.cookies.language === 'fr') return undefined;
    const language = 'en';
    const theme = request.cookies.theme === 'dark' ? 'dark' : 'light';
    rendering += 1;
    // Counted until the render itself ends, even when the page was sent before (the deadline).
    let release = () => {
      rendering -= 1;
      release = () => undefined;
    };
    try {
      const renderer = await loading;
      const render = renderer.renderPage({
        url,
        cookies: request.headers.cookie ?? '',
        language,
        theme,
        timeZone: timeZoneOf(request, firmTimeZone),
        screenWidth: screenWidthOf(request),
        fetch: apiAsRequester(app, request),
        onError: (error) =>
          request.log.warn({ err: error, url }, 'a part of the page was left to the browser to render'),
      });
      render.then(release, release);
      const rendered = await withDeadline(render);
      if (rendered?.kind !== 'rendered') return undefined;
      const manifest = await readManifest();
      const code = manifest ? screenCode(manifest, rendered.modules) : [];
      return pageHtml(template, { ...rendered, code, language, theme });
    } catch (error) {
      release();
      request.log.warn({ err: error, url }, 'server rendering failed: the page is rendered by the browser');
      return undefined;
    }
  };
}

/** GETs of the API, in-process, with the page request's cookies: the same routes and rules. */
function apiAsRequester(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if ((init?.method ?? 'GET') !== 'GET' || !url.startsWith('/api/')) {
      return new Response(null, { status: 405 });
    }
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: {
        cookie: request.headers.cookie ?? '',
        accept: 'application/json',
        'user-agent': request.headers['user-agent'] ?? '',
      },
      remoteAddress: request.ip,
    });
    const headers = new Headers();
    const type = answer.headers['content-type'];
    if (typeof type === 'string') headers.set('content-type', type);
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

/** The zone the browser wrote in `time_zone` when it is one, else the firm's. */
export function timeZoneOf(request: FastifyRequest, firmTimeZone: string): string {
  const said = request.cookies.time_zone;
  if (!said) return firmTimeZone;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: said }).resolvedOptions().timeZone;
  } catch {
    return firmTimeZone;
  }
}

/** A phone's and a desktop's usual widths, when the browser has not said its own yet. */
const PHONE_WIDTH = 390;
const DESKTOP_WIDTH = 1280;

/** The width the browser wrote in `screen_width`, else a phone's when it says it is one. */
export function screenWidthOf(request: FastifyRequest): number {
  const said = Number(request.cookies.screen_width);
  if (Number.isInteger(said) && said > 0 && said < 100_000) return said;
  return request.headers['sec-ch-ua-mobile'] === '?1' ? PHONE_WIDTH : DESKTOP_WIDTH;
}

function withDeadline<T>(work: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), RENDER_DEADLINE_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

type Page = {
  html: string;
  styles: string;
  /** The screen's code, each chunk after those it imports (screen-code.ts). */
  code: readonly string[];
  state: unknown;
  language: 'en' | 'fr';
  theme: 'light' | 'dark';
};

/**
 * The built index.html with the rendered screen in #root, its styles at the end of <head>, and the
 * state it was rendered with and the list of its code as JSON data blocks (not scripts: nothing
 * inline runs, the Content-Security-Policy stays as it is). React escaped the markup, the renderer
 * the styles; the JSON is escaped so that no text in it can close its block.
 */
export function pageHtml(template: string, page: Page): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !template.includes('<html lang="en">') || !template.includes('</head>')) {
    throw new Error('index.html lacks <html lang="en">, </head> or an empty #root');
  }
  return template
    .replace('<html lang="en">', `<html lang="${page.language}" data-theme="${page.theme}">`)
    .replace('</head>', () => `${page.styles}</head>`)
    .replace(
      root,
      // A function, not a string: `$'` or `$&` typed by a person would be read as a pattern.
      () =>
        `<div id="root">${page.html}</div><script type="application/json" id="atrium-state">${jsonInHtml(page.state)}</script><script type="application/json" id="atrium-code">${jsonInHtml(page.code)}</script>`,
    );
}

/** JSON that an HTML parser cannot end early: every <, > and & escaped, and the two JS line ends. */
export function jsonInHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const readTemplate = (webDist: string): Promise<string> =>
  readFile(path.join(path.resolve(webDist), 'index.html'), 'utf8');
