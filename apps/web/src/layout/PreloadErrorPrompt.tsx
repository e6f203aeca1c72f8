import { useEffect } from 'react';
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { useIntl } from 'react-intl';
import { layoutMessages } from './layoutMessages';

/**
 * Vite fires `vite:preloadError` when a lazy chunk fails to load (typically: a deployment
 * replaced the files this page was built against). The error still reaches the error boundary;
 * this adds a prompt that stays until the person reloads.
 */
export function PreloadErrorPrompt() {
  const intl = useIntl();
  const { enqueueSnackbar } = useSnackbar();

  useEffect(() => {
    const onPreloadError = () => {
      enqueueSnackbar(intl.formatMessage(layoutMessages.chunkFailed), {
        variant: 'warning',
        persist: true,
        preventDuplicate: true,
        action: (
          <Button color="inherit" onClick={() => window.location.reload()}>
            {intl.formatMessage(layoutMessages.reload)}
          </Button>
        ),
      });
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, [intl, enqueueSnackbar]);

  return null;
}
