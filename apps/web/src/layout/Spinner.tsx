import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useIntl } from 'react-intl';
import { CONTENT_PADDING, HEADER_HEIGHT, SIDEBAR_WIDTH } from '../theme/tokens';
import { shellMessages } from './shellMessages';

/** SPEC.md §9: the spinner's default size. */
export const SPINNER_SIZE = 60;

/** Shown while a screen or its data loads. */
export function Spinner({ size = SPINNER_SIZE }: { size?: number }) {
  const intl = useIntl();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: size * 2, py: 3 }}>
      <CircularProgress size={size} aria-label={intl.formatMessage(shellMessages.loading)} />
    </Box>
  );
}

/**
 * Shown before the signed-in layout is drawn (its code, the permissions), exactly where the
 * layout's own spinner will then be, under the header and beside the side menu: the page does not
 * jump when they appear around it (Lighthouse counted it as a layout shift of 0.1 on the home page).
 */
export function ShellSpinner({ withMenu = true }: { withMenu?: boolean }) {
  return (
    <Box
      sx={{
        pt: `${HEADER_HEIGHT + CONTENT_PADDING}px`,
        px: `${CONTENT_PADDING}px`,
        // A newcomer's restricted access has no side menu.
        pl: withMenu ? { md: `${SIDEBAR_WIDTH + CONTENT_PADDING}px` } : undefined,
      }}
    >
      <Spinner />
    </Box>
  );
}
