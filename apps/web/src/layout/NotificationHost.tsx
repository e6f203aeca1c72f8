import { SnackbarProvider } from 'notistack';
import { NotificationBridge } from '../api/NotificationBridge';
import { PreloadErrorPrompt } from './PreloadErrorPrompt';

/**
 * The snackbars and what feeds them. The app loads this just after its first paint (notistack is
 * about a twentieth of the sign-in page's JavaScript); the http client keeps what it had to say
 * until then (notifier.ts).
 */
export function NotificationHost() {
  return (
    <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <NotificationBridge />
      <PreloadErrorPrompt />
    </SnackbarProvider>
  );
}
