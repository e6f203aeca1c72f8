import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { completionMessages } from './completionMessages';

/** A rate as a figure and a small bar beside it (the figure is what a screen reader reads). */
export function RateBar({ rate }: { rate: number }) {
  const intl = useIntl();
  const value = Math.max(0, Math.min(100, rate));
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: { sm: 120 } }}>
      <Typography variant="body2" sx={{ minWidth: '5ch', textAlign: 'end' }}>
        {intl.formatMessage(completionMessages.percent, { value: rate })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={value}
        color={value >= 100 ? 'success' : 'primary'}
        aria-hidden
        // On a phone the figure alone: the table keeps to the screen's width.
        sx={{ flex: 1, height: 6, borderRadius: 3, display: { xs: 'none', sm: 'block' } }}
      />
    </Stack>
  );
}
