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
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Box
        component="dl"
        aria-label={intl.formatMessage(campaignsMessages.funnel)}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, m: 0 }}
      >
        {FUNNEL_STEPS.map((step, index) => (
          <Stack key={step} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {index > 0 && (
              <Typography color="text.secondary" aria-hidden>
                →
              </Typography>
            )}
            <Stack sx={{ flexDirection: 'column-reverse', alignItems: 'center' }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                <FormattedMessage {...campaignsMessages[step]} />
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {totals[step]}
              </Typography>
            </Stack>
          </Stack>
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
