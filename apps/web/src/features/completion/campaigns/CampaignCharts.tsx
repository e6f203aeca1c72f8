import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import Stack from '@mui/material/Stack';
import type { CampaignFunnel, CampaignStatus, CampaignTarget } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '../../../i18n/formatDate';
import { useLocale } from '../../../i18n/useLocale';
import { Spinner } from '../../../layout/Spinner';
import { FUNNEL_STEPS, shareOf } from './campaignStatus';
import { campaignsMessages } from './campaignsMessages';
import { ReachPreview } from './TargetPreview';
import type { useCampaignFunnel } from './campaignsApi';

const DAILY_STEPS = ['sent', 'opened', 'completed'] as const;

/**
 * The funnel (its figures, then as bars) and what happened each day. The figures are text, so
 * they read without the chart (screen readers, a narrow phone). A draft has no funnel yet: its
 * people are chosen when it starts, so its zeros would say nothing true: it previews, below its
 * note, who its target would reach today.
 */
export function CampaignCharts({
  funnel,
  status,
  target,
}: {
  funnel: ReturnType<typeof useCampaignFunnel>;
  status: CampaignStatus;
  target: CampaignTarget;
}) {
  if (status === 'draft')
    return (
      <Stack spacing={1.5}>
        <Alert severity="info">
          <FormattedMessage {...campaignsMessages.draftFunnel} />
        </Alert>
        <ReachPreview target={target} />
      </Stack>
    );
  if (funnel.isPending) return <Spinner />;
  if (funnel.isError)
    return (
      <Alert severity="warning">
        <FormattedMessage {...campaignsMessages.funnelFailed} />
      </Alert>
    );
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5 }}>
        <FunnelChart data={funnel.data} />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <DailyChart data={funnel.data} />
      </Grid>
    </Grid>
  );
}

function FunnelChart({ data: { totals } }: { data: CampaignFunnel }) {
  const intl = useIntl();
  const labels = FUNNEL_STEPS.map((step) => intl.formatMessage(campaignsMessages[step]));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="campaign-funnel" sx={{ p: 2 }}>
      <Typography id="campaign-funnel" variant="h6" component="h2">
        <FormattedMessage {...campaignsMessages.funnelTitle} />
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, my: 1 }}>
        {FUNNEL_STEPS.map((step, index) => (
          <Box key={step} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {labels[index]}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              <FormattedMessage
                {...campaignsMessages.stepShare}
                values={{ count: totals[step], share: shareOf(totals[step], totals) }}
              />
            </Typography>
          </Box>
        ))}
      </Box>
      {/* The same figures as the list above, drawn; the chart stays reachable by keyboard, as charts are. */}
      <BarChart
        layout="horizontal"
        height={200}
        yAxis={[{ scaleType: 'band', data: labels, width: 90 }]}
        // People are counted whole, in the reader's format (the axis drew 0.000000 with no one yet).
        xAxis={[{ tickMinStep: 1, valueFormatter: (value: number) => intl.formatNumber(value) }]}
        series={[
          {
            data: FUNNEL_STEPS.map((step) => totals[step]),
            barLabel: (item) => intl.formatNumber(item.value ?? 0),
          },
        ]}
        hideLegend
      />
    </Paper>
  );
}

function DailyChart({ data: { days } }: { data: CampaignFunnel }) {
  const intl = useIntl();
  const { language } = useLocale();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="campaign-days" sx={{ p: 2 }}>
      <Typography id="campaign-days" variant="h6" component="h2">
        <FormattedMessage {...campaignsMessages.daysTitle} />
      </Typography>
      {days.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          <FormattedMessage {...campaignsMessages.noDays} />
        </Typography>
      ) : (
        <LineChart
          height={260}
          xAxis={[
            {
              scaleType: 'point',
              data: days.map((day) => day.day),
              valueFormatter: (day: string) => formatDate(day, language, 'short'),
            },
          ]}
          series={DAILY_STEPS.map((step) => ({
            data: days.map((day) => day[step]),
            label: intl.formatMessage(campaignsMessages[step]),
            showMark: days.length < 20,
          }))}
        />
      )}
    </Paper>
  );
}
