import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { NotificationBridge } from '../api/NotificationBridge';
import { PreloadErrorPrompt } from './PreloadErrorPrompt';

/**
 * notistack's own greens, oranges and blues carry white text at 2.1–3.3:1; these shades give
 * 5.1:1 or more in both themes (WCAG AA asks 4.5:1).
 */
const ReadableSnackbar = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-error': { backgroundColor: '#c62828' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#a84300' },
  '&.notistack-MuiContent-info': { backgroundColor: '#01579b' },
});
const SNACKBAR_CONTENT = {
  success: ReadableSnackbar,
  error: ReadableSnackbar,
  warning: ReadableSnackbar,
  info: ReadableSnackbar,
};

/**
 * The snackbars and what feeds them. The app loads this just after its first paint (notistack is
 * about a twentieth of the sign-in page's JavaScript); the http client keeps what it had to say
 * until then (notifier.ts).
 */
export function NotificationHost() {
  return (
    <SnackbarProvider
      maxSnack={3}
      // A query asked twice (one retry) that fails twice says so once.
      preventDuplicate
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      Components={SNACKBAR_CONTENT}
    >
      <NotificationBridge />
      <PreloadErrorPrompt />
    </SnackbarProvider>
  );
}
