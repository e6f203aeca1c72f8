import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useIntl } from 'react-intl';
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
