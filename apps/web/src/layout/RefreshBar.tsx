import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useIntl } from 'react-intl';
import { shellMessages } from './shellMessages';

/**
 * A thin bar while newer results are on their way and the previous ones stay shown; its place is
 * kept when idle, so nothing moves. Named like the spinner, for screen readers (WCAG 4.1.2).
 */
export function RefreshBar({ active }: { active: boolean }) {
  const intl = useIntl();
  return (
    <Box sx={{ height: 4 }}>
      {active && <LinearProgress aria-label={intl.formatMessage(shellMessages.loading)} />}
    </Box>
  );
}
