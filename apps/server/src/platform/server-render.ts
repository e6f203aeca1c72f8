import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS_COOKIE } from './a12n/tokens.ts';
import { createRenderPool } from './page-render-pool.ts';
import type { ApiAnswer, PageInput } from './page-render-protocol.ts';
import { createRenderBudget, type RenderBudget } from './render-budget.ts';
import { manifestReader, screenCode } from './screen-code.ts';

/**
 * The sign-in page, drawn without a session: the page a phone opens first. The web's route table
 * says which screens the server draws; this spares a render of any other page without a session.
 */
const SIGN_IN_PAGE = /^\/login\/?$/;

/** How a page request ended, as `atrium_page_renders_total` counts them. */
export type RenderOutcome = 'drawn' | 'browserOnly' | 'signedOut' | 'overBudget' | 'busy' | 'late' | 'failed';

/**
 * The HTML of a page with its first screen rendered (issue 34): the sign-in page, or a signed-in
 * page. Undefined when the page is to be rendered by the browser as before: another page without a
 * session cookie, a screen the web does not draw on the server (the other sign-in screens), a welcome
 * link, a session that has lapsed (the browser renews it), no server build, a person past their
 * budget (render-budget.ts), a pool too busy or too slow (page-render-pool.ts), or any failure.
 */
export type PageRenderer = (request: FastifyRequest, template: string) => Promise<string | undefined>;

export type PageRendererOptions = {
  firmTimeZone: string;
  /** Who a session's access token is for (its subject), for their render budget; else the token. */
  personOf?: (accessToken: string) => string | undefined;
  budget?: RenderBudget;
  pool?: { threads?: number; pickupMs?: number; renderMs?: number };
};

export async function loadPageRenderer(
  app: FastifyInstance,
  webDist: string,
  options: PageRendererOptions,
): Promise<PageRenderer | undefined> {
  const entry = path.join(path.dirname(path.resolve(webDist)), 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) {
    app.log.warn({ entry }, 'no server rendering build: pages are rendered by the browser');
    return undefined;
  }
  // Its threads load the renderer beside the start, not before it: the server is ready a second
  // sooner; the first page request waits in the pool's queue if it comes first.
  const pool = createRenderPool(entry, options.pool);
  app.addHook('onClose', () => pool.close());
  const budget = options.budget ?? createRenderBudget();
  const metrics = app.hasDecorator('metrics') ? app.metrics : undefined;
  const readManifest = manifestReader(webDist);

  return async (request, template) => {
    const url = request.url;
    const { pathname, searchParams } = new URL(url, 'http://atrium.invalid');
    if (searchParams.has('token')) return undefined;
    const token = request.cookies[ACCESS_COOKIE];
    if (!token && !SIGN_IN_PAGE.test(pathname)) return undefined;
    const counted = (outcome: RenderOutcome, cpuSeconds?: number) => {
      metrics?.pageRendered(outcome, cpuSeconds);
      return undefined;
    };
    const person = token ? `person:${options.personOf?.(token) ?? token}` : `address:${request.ip}`;
    if (!budget.take(person)) return counted('overBudget');
    const language = request.cookies.language === 'fr' ? 'fr' : 'en';
    const theme = request.cookies.theme === 'dark' ? 'dark' : 'light';
    const page: PageInput = {
      url,
      cookies: request.headers.cookie ?? '',
      language,
      theme,
      timeZone: timeZoneOf(request, options.firmTimeZone),
      screenWidth: screenWidthOf(request),
    };
    const done = await pool.render(page, apiAsRequester(app, request));
    if (done.outcome === 'failed') {
      request.log.warn(
        { err: done.error, url },
        'server rendering failed: the page is rendered by the browser',
      );
      return counted('failed');
    }
    if (done.outcome !== 'drawn') return counted(done.outcome);
    const { page: rendered, cpuSeconds, errors } = done.result;
    for (const error of errors)
      request.log.warn({ err: error, url }, 'a part of the page was left to the browser to render');
    if (rendered.kind !== 'rendered') return counted(rendered.kind, cpuSeconds);
    try {
      const manifest = await readManifest();
      const code = manifest ? screenCode(manifest, rendered.modules) : [];
      const html = pageHtml(template, { ...rendered, code, language, theme });
      counted('drawn', cpuSeconds);
      return html;
    } catch (error) {
      request.log.warn({ err: error, url }, 'server rendering failed: the page is rendered by the browser');
      return counted('failed', cpuSeconds);
    }
  };
}

/**
 * GETs of the API, in-process, with the page request's cookies: the same routes and rules. Asked by
 * a render thread; answered on this one, the body moved to it.
 */
function apiAsRequester(
  app: FastifyInstance,
  request: FastifyRequest,
): (url: string, method: string) => Promise<ApiAnswer> {
  return async (url, method) => {
    if (method !== 'GET' || !url.startsWith('/api/')) return { id: 0, status: 405, body: null };
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
    const type = answer.headers['content-type'];
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return {
      id: 0,
      status: answer.statusCode,
      ...(typeof type === 'string' && { contentType: type }),
      body: empty ? null : Uint8Array.from(answer.rawPayload).buffer,
    };
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
