import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CampaignTotals } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { FUNNEL_STEPS, shareOf } from './campaignStatus';
import { campaignsMessages } from './campaignsMessages';

/** A campaign's totals in a line: targeted → sent → opened → completed, and the share completed. */
export function FunnelSteps({ totals }: { totals: CampaignTotals }) {
  const intl = useIntl();
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Box
        component="dl"
        aria-label={intl.formatMessage(campaignsMessages.funnel)}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, m: 0 }}
      >
        {FUNNEL_STEPS.map((step) => (
          <Box
            key={step}
            sx={{
              display: 'grid',
              justifyItems: 'center',
              alignItems: 'center',
              columnGap: 1,
              // The term reads before its figure, but shows under it.
              '& > dd': { gridRow: 1, gridColumn: 2, m: 0, fontWeight: 600 },
              '& > dt': { gridRow: 2, gridColumn: 2 },
              // The arrows are drawn, not read: the list's label says the order.
              '&:not(:first-of-type)::before': {
                content: '"→"',
                gridRow: '1 / span 2',
                gridColumn: 1,
                color: 'text.secondary',
              },
            }}
          >
            <Typography component="dt" variant="caption" color="text.secondary">
              <FormattedMessage {...campaignsMessages[step]} />
            </Typography>
            <Typography component="dd">{totals[step]}</Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="success.main" sx={{ fontWeight: 600 }}>
        <FormattedMessage
          {...campaignsMessages.conversion}
          values={{ share: shareOf(totals.completed, totals) }}
        />
      </Typography>
    </Stack>
  );
}
