import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import type { ThemeMode } from '@atrium/contract';
import { SessionExpiryRedirect } from './api/SessionExpiryRedirect';
import { releaseNow } from './i18n/displayClock';
import { LocaleProvider, type LoadedLanguage } from './i18n/LocaleProvider';
import { AppRoutes, opensSignedInApp } from './AppRoutes';
import { whenNoticeWaits } from './api/notifier';
import { ThemeModeProvider } from './theme/ThemeModeProvider';
import { FirstScreenWidthContext } from './layout/useScreenWidth';
import { useWhenIdle } from './layout/useWhenIdle';

// Loaded once the first screen has shown (what is said before waits in the notifier). Should its
// chunk fail to load, the app goes on without snackbars rather than not at all.
const NotificationHost = lazy(async (): Promise<{ default: ComponentType }> => {
  try {
    return { default: (await import('./layout/NotificationHost')).NotificationHost };
  } catch {
    return { default: () => null };
  }
});

/** The longest the snackbars wait for the browser to be idle after the first screen. */
const NOTIFICATIONS_WAIT_MS = 2000;

/** How a page the server rendered was drawn: the browser's first render must be the same. */
export type InitialLook = {
  theme: ThemeMode;
  language: LoadedLanguage & { cookies: string };
  /** The screen width it was drawn for (FirstScreenWidthContext). */
  screenWidth: number;
};

type AppProps = {
  initial?: InitialLook;
  /** The router: the browser's history, or on the server the requested address (StaticRouter). */
  Router?: ComponentType<{ children: ReactNode }>;
};

/**
 * Providers (theme, language, notifications) around the routes; the data cache belongs to the
 * signed-in layout (SignedInLayout). The declarative BrowserRouter is used, not a data router: no
 * screen uses loaders or actions (TanStack Query fetches), and the data router would add about a
 * third of a login page's budget.
 */
export function App({ initial, Router = BrowserRouter }: AppProps) {
  // Hydrated (or rendered alone): relative times count from the present again.
  useEffect(releaseNow, []);
  return (
    <FirstScreenWidthContext.Provider value={initial?.screenWidth}>
      <ThemeModeProvider initialMode={initial?.theme}>
        <LocaleProvider initial={initial?.language}>
          <Router>
            <NotificationsWhenIdle />
            <SessionExpiryRedirect />
            <AppRoutes />
          </Router>
        </LocaleProvider>
      </ThemeModeProvider>
    </FirstScreenWidthContext.Provider>
  );
}

/**
 * The snackbars, once the browser is first idle. Its own component so that the moment it turns
 * idle renders only this, not the whole app: that update is not a transition, and re-rendering
 * every screen then was one task of about 100 ms on a slow phone, right after the first screen.
 */
function NotificationsWhenIdle() {
  const idle = useWhenIdle(NOTIFICATIONS_WAIT_MS);
  // On the sign-in screens (whose failures are said in the form), they load once something is to
  // be said, or once the person is signed in: the sign-in page's script stays within 170 KiB.
  const signedIn = opensSignedInApp(useLocation().pathname);
  const [noticeWaits, setNoticeWaits] = useState(false);
  useEffect(() => (signedIn ? undefined : whenNoticeWaits(() => setNoticeWaits(true))), [signedIn]);
  return idle && (signedIn || noticeWaits) ? (
    <Suspense fallback={null}>
      <NotificationHost />
    </Suspense>
  ) : null;
}
