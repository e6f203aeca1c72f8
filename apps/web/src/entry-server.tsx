import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router';
import { QueryClient, type Query } from '@tanstack/react-query';
import { CacheProvider } from '@emotion/react';
import type { ThemeMode } from '@atrium/contract';
import { App, type InitialLook } from './App';
import { serverRenderedModules } from './AppRoutes';
import { setServerTransport } from './api/http';
import { serverAnswers, ServerQueryClientContext, type ServerRenderedState } from './api/serverRendering';
import { setServerClock } from './i18n/displayClock';
import { loadMessages } from './i18n/loadMessages';
import { APP_ROUTES } from './routes';
import { serverStyleCache, styleTagsFor } from './theme/serverStyles';
import type { Language } from './i18n/languages';

/**
 * The first screen rendered on the server (issue 34), by the app's own components. The server
 * (platform/server-render.ts) loads this module from the build and calls `renderPage` for the
 * sign-in page and for a page request that carries a session; the browser then hydrates what it
 * sent (main.tsx). A screen is drawn here when its route says so (`serverRendered`: AppRoutes.tsx
 * for the sign-in screens, routes.tsx for the signed-in ones).
 *
 * Data: the screen's queries ask the API in-process, as the person whose page it is, through
 * `request.fetch` (the same routes, the same access rules). React renders, the queries it asked
 * for are answered, and it renders again until no query is waiting (a record, then what depends
 * on it), at most MAX_PASSES times; what is still waiting then is left for the browser to fetch.
 */
export type PageRequest = {
  /** The requested address: path and query. */
  url: string;
  /** The request's Cookie header (the language cookie, the session's readable hint). */
  cookies: string;
  language: Language;
  theme: ThemeMode;
  /** The requester's time zone (IANA), as the browser last said it, or the firm's. */
  timeZone: string;
  /** The width of the requester's screen, as the browser last said it, or a guess. */
  screenWidth: number;
  /** A GET of the API as the requester; anything else is refused. */
  fetch: typeof fetch;
  /** An error that left a part of the page to the browser (the server logs it). */
  onError: (error: unknown) => void;
};

export type RenderedPage =
  /**
   * `styles`: the page's <style> elements, for <head> (theme/serverStyles.ts); `modules`: the source
   * modules its screen runs, as the build's manifest names them, for the page to ask for their code.
   */
  | { kind: 'rendered'; html: string; styles: string; state: ServerRenderedState; modules: string[] }
  /** A screen the browser renders (AppRoute.serverRendered), or no screen at that address. */
  | { kind: 'browserOnly' }
  /** The API said 401: the session has lapsed, the browser renews it and renders as before. */
  | { kind: 'signedOut' };

const MAX_PASSES = 5;
/** React's mark of a Suspense boundary whose content comes later in the HTML. */
const PENDING_BOUNDARY = '<!--$?-->';

/** What the app's shared modules read of the request being rendered: its API, its time zone. */
const rendering = new AsyncLocalStorage<{ fetch: typeof fetch; timeZone: string; now: number }>();
setServerTransport((input, init) => {
  const request = rendering.getStore();
  if (!request) throw new Error('An API call outside a page being rendered');
  return request.fetch(input, init);
});
setServerClock(() => rendering.getStore());

class SignedOut extends Error {}

export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const { pathname } = new URL(request.url, 'http://atrium.invalid');
  const modules = serverRenderedModules(
    pathname,
    (path) => matchRoutes([...APP_ROUTES], path)?.at(-1)?.route.serverRendered,
  );
  if (!modules) return { kind: 'browserOnly' };
  const client = new QueryClient({
    // Each query is asked once: a failure is the browser's to retry and to report.
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
  let signedOut = false;
  const fetchAsRequester: typeof fetch = async (input, init) => {
    const response = await request.fetch(input, init);
    if (response.status === 401) {
      signedOut = true;
      throw new SignedOut();
    }
    return response;
  };
  const messages = await loadMessages(request.language);
  const initial: InitialLook = {
    theme: request.theme,
    language: { language: request.language, messages, cookies: request.cookies },
    screenWidth: request.screenWidth,
  };
  const styleCache = serverStyleCache();
  const page = (
    <CacheProvider value={styleCache}>
      <ServerQueryClientContext.Provider value={client}>
        <App
          initial={initial}
          Router={({ children }) => <StaticRouter location={request.url}>{children}</StaticRouter>}
        />
      </ServerQueryClientContext.Provider>
    </CacheProvider>
  );
  try {
    const now = Date.now();
    return await rendering.run({ fetch: fetchAsRequester, timeZone: request.timeZone, now }, async () => {
      let html = await renderOnce(page, request.onError);
      for (let pass = 1; pass < MAX_PASSES; pass += 1) {
        const waiting = client.getQueryCache().getAll().filter(isWaiting);
        // A boundary still pending is a screen's code that loaded during this pass: written at the
        // end and revealed by an inline script, which the page may not run. Once more, it is in place.
        if (waiting.length === 0 && !html.includes(PENDING_BOUNDARY)) break;
        await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
        if (signedOut) return { kind: 'signedOut' } as const;
        html = await renderOnce(page, request.onError);
      }
      const state: ServerRenderedState = {
        language: request.language,
        theme: request.theme,
        screenWidth: request.screenWidth,
        renderedAt: now,
        queries: serverAnswers(client),
      };
      return { kind: 'rendered', html, styles: styleTagsFor(styleCache, html), state, modules } as const;
    });
  } finally {
    client.clear();
  }
}

/** A query a component asked for, not answered yet, that it wants now (`enabled`). */
function isWaiting(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * The whole page once every lazy screen has loaded and every boundary is complete, each written in
 * place, with no inline script to reveal it (the Content-Security-Policy allows none).
 */
async function renderOnce(page: ReactNode, onError: (error: unknown) => void): Promise<string> {
  // A boundary over `progressiveChunkSize` is written at the end even when complete: never here.
  const { prelude } = await prerenderToNodeStream(page, {
    onError,
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
