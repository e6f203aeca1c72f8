import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSnackbar } from 'notistack';
import { serverText } from '../i18n/serverMessage';
import { ERROR_NOTIFICATION_MS, setNotifier, SUCCESS_NOTIFICATION_MS } from './notifier';

/** Shows the http client's notifications as snackbars, in the interface language. */
export function NotificationBridge() {
  const intl = useIntl();
  const { enqueueSnackbar } = useSnackbar();

  useEffect(
    () =>
      setNotifier((variant, message) => {
        enqueueSnackbar(serverText(intl, message), {
          variant,
          autoHideDuration: variant === 'error' ? ERROR_NOTIFICATION_MS : SUCCESS_NOTIFICATION_MS,
          // The same failure from several calls at once shows once.
          preventDuplicate: true,
        });
      }),
    [intl, enqueueSnackbar],
  );

  return null;
}
