import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, type InitialLook } from './App';
import { opensSignedInApp, preloadOpeningScreen } from './AppRoutes';
import { serverRenderedState } from './api/serverRendering';
import { holdNowUntilHydrated, rememberTimeZone } from './i18n/displayClock';
import { DEFAULT_LANGUAGE } from './i18n/languages';
import { defaultMessages, loadMessages, type Messages } from './i18n/loadMessages';
import { replayEarlyClicks } from './takeover/earlyClicks';
import { screenCodeLoaded, startLoadingScreenCode } from './takeover/screenCode';
import { rememberScreenWidth } from './layout/useScreenWidth';
import { readStoredThemeMode } from './theme/themeModeStorage';

declare global {
  /** zod's configuration (`z.config`), which it keeps on globalThis whichever copy loads first. */
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}
// The contract's schemas check without compiling code: the server's Content-Security-Policy forbids
// eval, and zod's probe for it would be reported as a violation on every page. Set through the
// global rather than `z.config` so that zod stays out of the entry chunk.
Object.assign((globalThis.__zod_globalConfig ??= {}), { jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

// What the server reads to draw this browser's next page, written once the browser is idle: read
// before the first frame, the window's width forced a layout of the whole page inside the first
// script's task (about 70 ms on a slow phone).
const rememberForNextPage = () => {
  rememberScreenWidth();
  rememberTimeZone();
};
if (typeof window.requestIdleCallback === 'function')
  window.requestIdleCallback(rememberForNextPage, { timeout: 2000 });
else window.setTimeout(rememberForNextPage, 200);
const rendered = serverRenderedState();
// A page drawn in another theme than this device's stored choice (set before the theme cookie
// existed) is drawn again rather than taken over.
const storedTheme = readStoredThemeMode();
if (rendered && container.firstElementChild && (!storedTheme || storedTheme === rendered.theme)) {
  // The server drew this page: the browser renders the same (its language's messages, its theme,
  // its answers) and takes the page over where it stands, in slices (a transition). It starts at
  // once: a click on what is not taken over yet makes React take that part over first, when its
  // code has arrived (else React drops the click: a button's is made again once the code has run,
  // earlyClicks.ts, and other controls wait, useTakenOver); the screens' code runs meanwhile,
  // chunk by chunk once the page has painted (screenCode.ts: the screens' lazy loads wait for it),
  // and only another language than English waits for its messages.
  // The sign-in page is drawn by the server too: only a signed-in page asks for the signed-in app.
  const signedIn = opensSignedInApp(window.location.pathname);
  startLoadingScreenCode();
  const openingScreen = preloadOpeningScreen(window.location, signedIn);
  const signedInScreen = signedIn
    ? screenCodeLoaded()
        .then(() => import('./SignedInApp'))
        .then(({ preloadSignedInScreen }) => preloadSignedInScreen(window.location))
    : undefined;
  replayEarlyClicks(Promise.all([openingScreen, signedInScreen]).then(() => undefined));
  holdNowUntilHydrated(rendered.renderedAt);
  const hydrate = (messages: Messages) => {
    const initial: InitialLook = {
      theme: rendered.theme,
      language: { language: rendered.language, messages, cookies: document.cookie },
      screenWidth: rendered.screenWidth,
    };
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App initial={initial} />
        </StrictMode>,
      );
    });
  };
  if (rendered.language === DEFAULT_LANGUAGE) hydrate(defaultMessages);
  else void loadMessages(rendered.language).then(hydrate);
} else {
  preloadOpeningScreen(window.location);
  // The first render as a transition: React renders it in slices of a few milliseconds, yielding to
  // the browser between them, instead of one long task that blocks input on a slow phone.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
