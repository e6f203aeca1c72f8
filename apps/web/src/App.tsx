import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter } from 'react-router';
import { SessionExpiryRedirect } from './api/SessionExpiryRedirect';
import { LocaleProvider } from './i18n/LocaleProvider';
import { AppRoutes } from './AppRoutes';
import { ThemeModeProvider } from './theme/ThemeModeProvider';
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

/**
 * Providers (theme, language, notifications) around the routes; the data cache belongs to the
 * signed-in layout (SignedInLayout). The declarative BrowserRouter is used, not a data router: no
 * screen uses loaders or actions (TanStack Query fetches), and the data router would add about a
 * third of a login page's budget.
 */
export function App() {
  const idle = useWhenIdle(NOTIFICATIONS_WAIT_MS);
  return (
    <ThemeModeProvider>
      <LocaleProvider>
        {idle && (
          <Suspense fallback={null}>
            <NotificationHost />
          </Suspense>
        )}
        <BrowserRouter>
          <SessionExpiryRedirect />
          <AppRoutes />
        </BrowserRouter>
      </LocaleProvider>
    </ThemeModeProvider>
  );
}
