import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter } from 'react-router';
import { SessionExpiryRedirect } from './api/SessionExpiryRedirect';
import { LocaleProvider } from './i18n/LocaleProvider';
import { AppRoutes } from './AppRoutes';
import { ThemeModeProvider } from './theme/ThemeModeProvider';

// Loaded beside the first screen, not before it. Should its chunk fail to load, the app goes on
// without snackbars rather than not at all.
const NotificationHost = lazy(async (): Promise<{ default: ComponentType }> => {
  try {
    return { default: (await import('./layout/NotificationHost')).NotificationHost };
  } catch {
    return { default: () => null };
  }
});

/**
 * Providers (theme, language, notifications) around the routes; the data cache belongs to the
 * signed-in layout (SignedInLayout). The declarative BrowserRouter is used, not a data router: no
 * screen uses loaders or actions (TanStack Query fetches), and the data router would add about a
 * third of a login page's budget.
 */
export function App() {
  return (
    <ThemeModeProvider>
      <LocaleProvider>
        <Suspense fallback={null}>
          <NotificationHost />
        </Suspense>
        <BrowserRouter>
          <SessionExpiryRedirect />
          <AppRoutes />
        </BrowserRouter>
      </LocaleProvider>
    </ThemeModeProvider>
  );
}
