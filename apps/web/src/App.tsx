import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { BrowserRouter } from 'react-router';
import { NotificationBridge } from './api/NotificationBridge';
import { createQueryClient } from './api/queryClient';
import { SessionExpiryRedirect } from './api/SessionExpiryRedirect';
import { LocaleProvider } from './i18n/LocaleProvider';
import { PreloadErrorPrompt } from './layout/PreloadErrorPrompt';
import { AppRoutes } from './AppRoutes';
import { ThemeModeProvider } from './theme/ThemeModeProvider';

/**
 * Providers (theme, language, notifications, data cache) around the routes. The declarative
 * BrowserRouter is used, not a data router: no screen uses loaders or actions (TanStack Query
 * fetches), and the data router would add about a third of a login page's budget.
 */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeModeProvider>
      <LocaleProvider>
        <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
          <NotificationBridge />
          <PreloadErrorPrompt />
          <QueryClientProvider client={queryClient}>
            <BrowserRouter>
              <SessionExpiryRedirect />
              <AppRoutes />
            </BrowserRouter>
          </QueryClientProvider>
        </SnackbarProvider>
      </LocaleProvider>
    </ThemeModeProvider>
  );
}
